import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { listPublicFiles, preferGzip } from './app.js'

function encodingAfter(acceptEncoding: string | undefined) {
	const req = { headers: { 'accept-encoding': acceptEncoding } } as never
	let called = false
	preferGzip(req, {} as never, () => (called = true))
	expect(called).toBe(true)
	return (req as { headers: Record<string, string | undefined> }).headers['accept-encoding']
}

test('a browser that accepts Brotli and zstd is answered with gzip', () => {
	expect(encodingAfter('gzip, deflate, br, zstd')).toBe('gzip, deflate')
	expect(encodingAfter('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(' gzip;q=0.8, *;q=0.1')
	expect(encodingAfter('gzip')).toBe('gzip')
	expect(encodingAfter(undefined)).toBeUndefined()
})

test('the public files beside /assets are listed, the fingerprinted assets are not', () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibecast-client-'))
	fs.mkdirSync(path.join(dir, 'assets'))
	fs.mkdirSync(path.join(dir, 'images'))
	fs.writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), '')
	fs.writeFileSync(path.join(dir, 'favicon.svg'), '')
	fs.writeFileSync(path.join(dir, 'images', 'logo.png'), '')
	try {
		expect([...listPublicFiles(dir)].sort()).toEqual(['/favicon.svg', '/images/logo.png'])
		expect(listPublicFiles(path.join(dir, 'missing')).size).toBe(0)
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}
})
