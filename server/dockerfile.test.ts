// The production image, read as the Docker builder would: every path it copies and runs exists in
// a built tree, the machine runs what `npm start` runs without building, the app runs as a
// non-root user, and everything the running code imports survives `npm prune --omit=dev`.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { ensureBuild } from '#tests/setup/server-process.ts'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
	scripts: Record<string, string>
	dependencies: Record<string, string>
	devDependencies: Record<string, string>
}

/** Dockerfile instructions, continuation lines joined, split into stages. */
function dockerStages() {
	const lines = read('Dockerfile')
		.replace(/\\\n/g, ' ')
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('#'))
	const stages: { from: string; name?: string; lines: string[] }[] = []
	for (const line of lines) {
		const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line)
		if (from) stages.push({ from: from[1] ?? '', name: from[2], lines: [] })
		else stages.at(-1)?.lines.push(line)
	}
	return stages
}

type Copy = { from?: string; sources: string[]; dest: string }
function copiesOf(lines: string[]): Copy[] {
	return lines
		.filter((line) => /^COPY\s/i.test(line))
		.map((line) => {
			const parts = line.split(/\s+/).slice(1)
			const flag = parts[0]?.startsWith('--from=') ? parts.shift() : undefined
			const dest = parts.pop() ?? ''
			return { from: flag?.slice('--from='.length), sources: parts, dest }
		})
}

/** Bare package names a JavaScript file imports (node: built-ins left out). */
function packagesImportedBy(source: string) {
	const names = new Set<string>()
	for (const match of source.matchAll(
		/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
	)) {
		const spec = match[1] ?? match[2] ?? match[3] ?? ''
		if (!spec || spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue
		const parts = spec.split('/')
		names.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? spec))
	}
	return names
}

const runtimeServerFiles = () =>
	fs
		.readdirSync(path.join(root, 'server'))
		.filter((file) => file.endsWith('.js') && !file.includes('.test.') && file !== 'dev.js')

beforeAll(ensureBuild, 60_000)

describe('Dockerfile', () => {
	const stages = dockerStages()
	const final = stages.at(-1)
	const build = stages.find((stage) => stage.name === 'build')

	test('the build stage builds the app and keeps only production dependencies', () => {
		expect(build).toBeDefined()
		const run = build?.lines.filter((line) => /^RUN\s/i.test(line)).join('\n') ?? ''
		expect(run).toMatch(/npm ci/)
		expect(run).toMatch(/react-router build/)
		// The engine worker has a build of its own (ADR 029).
		expect(run).toMatch(/node other\/build-engine\.js/)
		expect(run).toMatch(/npm prune --omit=dev/)
		for (const copy of copiesOf(build?.lines ?? [])) {
			for (const source of copy.sources) {
				if (source === '.') continue
				expect(fs.existsSync(path.join(root, source)), source).toBe(true)
			}
		}
	})

	test('every path the image copies exists in a built tree, and none is kept out by .dockerignore', () => {
		const ignored = read('.dockerignore').split('\n').filter(Boolean)
		const copies = copiesOf(final?.lines ?? [])
		expect(copies.length).toBeGreaterThan(5)
		for (const copy of copies) {
			if (copy.from && copy.from !== 'build') continue // another image (LiteFS)
			for (const source of copy.sources) {
				const relative = copy.from === 'build' ? path.relative('/app', source) : source
				expect(fs.existsSync(path.join(root, relative)), `${source} (COPY)`).toBe(true)
				// The build stage copies the whole context: what .dockerignore drops is not there,
				// except build/ and node_modules/, which that stage makes itself.
				if (!['build', 'node_modules'].includes(relative)) {
					expect(ignored, relative).not.toContain(relative.split('/')[0])
				}
			}
		}
		for (const dir of ['build/server/index.js', 'build/client']) {
			expect(fs.existsSync(path.join(root, dir)), dir).toBe(true)
		}
	})

	test("the image's command mounts LiteFS, which runs the app as the non-root node user with npm start's command and no build", () => {
		const cmd = final?.lines.find((line) => /^CMD\s/i.test(line)) ?? ''
		const entry = (JSON.parse(cmd.replace(/^CMD\s+/i, '')) as string[])[0] ?? ''
		const entryCopy = copiesOf(final?.lines ?? []).find((copy) => copy.dest === entry)
		expect(entryCopy, `${entry} is copied into the image`).toBeDefined()
		const entrySource = entryCopy?.sources[0] ?? ''
		const script = read(entrySource)
		expect(fs.statSync(path.join(root, entrySource)).mode & 0o111).not.toBe(0)
		expect(script).toMatch(/exec litefs mount\s*$/)

		const litefsCopy = copiesOf(final?.lines ?? []).find((copy) => copy.dest === '/etc/litefs.yml')
		const litefs = read(litefsCopy?.sources[0] ?? '')
		const exec = /- cmd: (.+)/.exec(litefs)?.[1] ?? ''
		expect(exec).toMatch(/^setpriv --reuid=node --regid=node --init-groups /)
		expect(litefs).toMatch(/allow-other: true/)
		const command = exec.replace(/^setpriv\s+(--\S+\s+)+/, '')
		expect(command).toBe(pkg.scripts.start)
		expect(command).not.toMatch(/npm|build/)
		const [, startFile] = command.split(' ')
		expect(fs.existsSync(path.join(root, startFile ?? ''))).toBe(true)
		// start.js runs index.js, which serves build/ (made by the image's build stage).
		expect(read('server/start.js')).toMatch(/'index\.js'/)
		expect(read('server/index.js')).toMatch(/'build', 'server', 'index\.js'/)
		// Should someone run `npm start` in the image, its prestart serves the image's build,
		// because the build tools are dev dependencies that the image pruned.
		expect(pkg.scripts.prestart).toBe('node other/prestart.js')
		expect(pkg.devDependencies['@react-router/dev']).toBeDefined()
		expect(pkg.dependencies['@react-router/dev']).toBeUndefined()
	})

	test('what the running server imports survives npm prune --omit=dev, and it needs nothing the image leaves out', () => {
		const needed = new Set<string>()
		for (const file of runtimeServerFiles()) {
			const source = read(path.join('server', file))
			for (const name of packagesImportedBy(source)) needed.add(`${name} (server/${file})`)
			// The image ships server/, build/, prisma/ and package.json: never app/ or scripts/.
			expect(source, file).not.toMatch(/from '\.\.\/(app|scripts|tests)\//)
		}
		for (const name of packagesImportedBy(read('build/server/index.js'))) {
			needed.add(`${name} (build/server/index.js)`)
		}
		const missing = [...needed].filter((entry) => !pkg.dependencies[entry.split(' ')[0] ?? ''])
		expect(missing).toEqual([])
		expect(needed.size).toBeGreaterThan(20)
	})
})
