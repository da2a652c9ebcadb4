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
})
