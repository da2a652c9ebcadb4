import fs from 'node:fs'
import path from 'node:path'
import { expect, test, vi } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { readPrimaryInstance, replayWritesToPrimary } from './litefs.js'

function fakeResponse() {
	const res = { headers: {} as Record<string, string>, statusCode: 200, body: '' }
	return Object.assign(res, {
		set(name: string, value: string) {
			res.headers[name] = value
			return this
		},
		status(code: number) {
			res.statusCode = code
			return this
		},
		send(body: string) {
			res.body = body
			return this
		},
	})
}

test('a replica answers writes with fly-replay naming the primary', () => {
	const dir = makeTempDir('litefs')
	fs.writeFileSync(path.join(dir, '.primary'), 'primary-host-1\n')
	expect(readPrimaryInstance(dir)).toBe('primary-host-1')
	const res = fakeResponse()
	const next = vi.fn()
	replayWritesToPrimary({ litefsDir: dir })({ method: 'POST' } as never, res as never, next)
	expect(next).not.toHaveBeenCalled()
	expect(res.headers['fly-replay']).toBe('instance=primary-host-1')
	expect(res.statusCode).toBe(409)
})

test('reads, and writes on the primary, pass through', () => {
	const next = vi.fn()
	replayWritesToPrimary({ litefsDir: '/nonexistent' })(
		{ method: 'POST' } as never,
		fakeResponse() as never,
		next,
	)
	replayWritesToPrimary({ litefsDir: undefined, readPrimary: () => 'p' })(
		{ method: 'GET' } as never,
		fakeResponse() as never,
		next,
	)
	expect(next).toHaveBeenCalledTimes(2)
})

test('GET routes that write are replayed to the primary as well', () => {
	const dir = makeTempDir('litefs')
	fs.writeFileSync(path.join(dir, '.primary'), 'primary-host-2\n')
	for (const pathname of ['/api/logout', '/signin/code/verify', '/api/auth/google/callback']) {
		const res = fakeResponse()
		replayWritesToPrimary({ litefsDir: dir })(
			{ method: 'GET', path: pathname } as never,
			res as never,
			vi.fn(),
		)
		expect(res.headers['fly-replay']).toBe('instance=primary-host-2')
	}
	const next = vi.fn()
	replayWritesToPrimary({ litefsDir: dir })(
		{ method: 'GET', path: '/pricing' } as never,
		fakeResponse() as never,
		next,
	)
	expect(next).toHaveBeenCalled()
})
