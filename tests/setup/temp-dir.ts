// Unique temporary folders for tests, removed after the test file that made them (the setup
// file registers the clean-up), so a run leaves nothing in the system temp directory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const created: string[] = []

export function makeTempDir(prefix: string): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vibecast-${prefix}-`))
	created.push(dir)
	return dir
}

export function removeTempDirs() {
	for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}
