import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { getEnv, resetEnvForTests } from './env.js'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	resetEnvForTests()
})

describe('getEnv', () => {
	test('generates secrets into the data folder on first start and reuses them', () => {
		const dir = makeTempDir('env')
		delete process.env.SESSION_SECRET
		delete process.env.ENCRYPTION_KEY
		process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`
		const first = getEnv()
		expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
		expect(first.ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/)
		expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
		resetEnvForTests()
		expect(getEnv().SESSION_SECRET).toBe(first.SESSION_SECRET)
	})

	test('uses PORT and DATABASE_URL from the environment', () => {
		process.env.PORT = '4567'
		process.env.DATABASE_URL = `file:${path.join(makeTempDir('env-port'), 'x.db')}`
		const env = getEnv()
		expect(env.PORT).toBe(4567)
		expect(env.DATABASE_URL).toContain('env-port')
	})

	test('ENGINE_WORKERS: unset leaves the pool to size itself; 0 to 16 workers, nothing else', () => {
		process.env.DATABASE_URL = `file:${path.join(makeTempDir('env-engine'), 'x.db')}`
		delete process.env.ENGINE_WORKERS
		expect(getEnv().ENGINE_WORKERS).toBeUndefined()
		resetEnvForTests()
		process.env.ENGINE_WORKERS = '0'
		expect(getEnv().ENGINE_WORKERS).toBe(0)
		resetEnvForTests()
		process.env.ENGINE_WORKERS = 'two'
		expect(() => getEnv()).toThrow(/ENGINE_WORKERS/)
	})

	test('explains what is wrong with an invalid variable', () => {
		process.env.PORT = 'eighty'
		process.env.DATABASE_URL = 'postgres://nope'
		expect(() => getEnv()).toThrow(/PORT[\s\S]*DATABASE_URL must be a SQLite file URL/)
	})

	test('makes cookies Secure when the public URL is https', () => {
		process.env.DATABASE_URL = `file:${path.join(makeTempDir('env-secure'), 'x.db')}`
		process.env.APP_URL = 'https://vibecast.example'
		expect(getEnv().COOKIE_SECURE).toBe(true)
		resetEnvForTests()
		delete process.env.APP_URL
		expect(getEnv().COOKIE_SECURE).toBe(false)
	})

	test('refuses to start a LiteFS deployment without shared secrets, saying how to set them', () => {
		const dir = makeTempDir('env-multi')
		delete process.env.SESSION_SECRET
		delete process.env.ENCRYPTION_KEY
		process.env.NODE_ENV = 'production'
		process.env.LITEFS_DIR = path.join(dir, 'litefs')
		process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`
		expect(() => getEnv()).toThrow(
			/Missing SESSION_SECRET and ENCRYPTION_KEY: LITEFS_DIR is set[\s\S]*fly secrets set SESSION_SECRET=\$\(openssl rand -hex 32\) ENCRYPTION_KEY=/,
		)
		// Nothing generated per machine.
		expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false)
	})

	test('refuses a Fly machine with only one of the two secrets, naming the missing one', () => {
		const dir = makeTempDir('env-fly')
		delete process.env.ENCRYPTION_KEY
		process.env.NODE_ENV = 'production'
		process.env.FLY_APP_NAME = 'vibecast'
		process.env.SESSION_SECRET = 's'.repeat(40)
		process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`
		expect(() => getEnv()).toThrow(/^Missing ENCRYPTION_KEY: FLY_APP_NAME is set/)
	})

	test('starts a multi-machine deployment once both secrets come from the environment', () => {
		process.env.NODE_ENV = 'production'
		process.env.LITEFS_DIR = '/litefs'
		process.env.SESSION_SECRET = 's'.repeat(40)
		process.env.ENCRYPTION_KEY = 'e'.repeat(64)
		process.env.DATABASE_URL = `file:${path.join(makeTempDir('env-ok'), 'app.db')}`
		expect(getEnv().ENCRYPTION_KEY).toBe('e'.repeat(64))
	})

	test('reads with earlier keys during a rotation but seals with the current one first', () => {
		process.env.DATABASE_URL = `file:${path.join(makeTempDir('env-rotate'), 'app.db')}`
		process.env.SESSION_SECRET = 'n'.repeat(40)
		process.env.SESSION_SECRET_PREVIOUS = 'o'.repeat(40)
		process.env.ENCRYPTION_KEY = '2'.repeat(64)
		process.env.ENCRYPTION_KEY_PREVIOUS = `${'1'.repeat(64)},${'0'.repeat(64)}`
		const env = getEnv()
		expect(env.ENCRYPTION_KEYS).toEqual(['2'.repeat(64), '1'.repeat(64), '0'.repeat(64)])
		expect(env.SESSION_SECRETS).toEqual(['n'.repeat(40), 'o'.repeat(40)])
		resetEnvForTests()
		process.env.ENCRYPTION_KEY_PREVIOUS = 'not-a-key'
		expect(() => getEnv()).toThrow(/ENCRYPTION_KEY_PREVIOUS must be 64-hex keys/)
	})
})
