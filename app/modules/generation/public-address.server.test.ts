import dns from 'node:dns'
import http from 'node:http'
import type net from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { resetEnvForTests } from '../../../server/env.js'
import { isBaseUrlAllowed, testProviderKey } from './provider-keys.server.ts'
import { fetchPublicOnly, isPublicAddress } from './public-address.server.ts'

describe('public addresses', () => {
	test.each([
		'127.0.0.1',
		'10.1.2.3',
		'172.20.0.1',
		'192.168.1.1',
		'169.254.169.254',
		'100.64.0.1',
		'0.0.0.0',
		'224.0.0.1',
		'255.255.255.255',
		'::',
		'::1',
		'::7f00:1',
		'::127.0.0.1',
		'::ffff:7f00:1',
		'::ffff:127.0.0.1',
		'::ffff:8.8.8.8',
		'64:ff9b::7f00:1',
		'fec0::1',
		'fe80::1',
		'fe80::1%eth0',
		'fc00::1',
		'fd12:3456::1',
		'ff02::1',
		'2001:db8::1',
		'2001::1',
		'2002:7f00:1::1',
	])('refuses %s', (address) => {
		expect(isPublicAddress(address)).toBe(false)
	})

	test.each([
		'8.8.8.8',
		'1.1.1.1',
		'104.18.6.192',
		'2606:4700:4700::1111',
		'2a00:1450:4001:81c::200e',
	])('allows %s', (address) => {
		expect(isPublicAddress(address)).toBe(true)
	})
})

describe('a BYOK base URL in production', () => {
	const saved = { ...process.env }
	let server: http.Server
	let hits = 0
	let port = 0

	beforeAll(async () => {
		server = http.createServer((_req, res) => {
			hits += 1
			res.end('{}')
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		port = (server.address() as net.AddressInfo).port
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
	afterEach(() => {
		process.env = { ...saved }
		resetEnvForTests()
		vi.restoreAllMocks()
	})

	function production() {
		process.env.NODE_ENV = 'production'
		delete process.env.ALLOW_PRIVATE_AI_BASE_URL
		resetEnvForTests()
	}

	test('refuses IPv6 loopback and site-local spellings when saved', async () => {
		production()
		expect(await isBaseUrlAllowed('http://[::7f00:1]/v1')).toBe(false)
		expect(await isBaseUrlAllowed('http://[fec0::1]/v1')).toBe(false)
		expect(await isBaseUrlAllowed('http://[::ffff:10.0.0.1]/v1')).toBe(false)
	})

	test('a name that resolves publicly when checked but to loopback at connect time reaches nothing', async () => {
		production()
		hits = 0
		const real = dns.lookup
		let calls = 0
		// DNS rebinding: the first answer (the check) is public, the next (the connection) is ours.
		vi.spyOn(dns, 'lookup').mockImplementation(((
			hostname: string,
			options: dns.LookupOptions,
			callback: (error: Error | null, addresses: dns.LookupAddress[]) => void,
		) => {
			calls += 1
			if (hostname !== 'rebind.example')
				return (real as unknown as (...args: unknown[]) => void)(hostname, options, callback)
			const address = calls === 1 ? '93.184.215.14' : '127.0.0.1'
			callback(null, [{ address, family: 4 }])
		}) as never)
		const result = await testProviderKey({
			apiKey: 'sk-user-own-key-123456',
			baseUrl: `http://rebind.example:${port}/v1`,
			model: undefined,
		})
		expect(result).toEqual({ ok: false, code: 'unavailable' })
		expect(calls).toBeGreaterThanOrEqual(2)
		expect(hits).toBe(0)
	})

	test('the connect-time check refuses an IP literal and a loopback name', async () => {
		hits = 0
		const guarded = fetchPublicOnly()
		await expect(guarded(`http://127.0.0.1:${port}/`)).rejects.toThrow(/not a public address/)
		await expect(guarded(`http://[::ffff:7f00:1]:${port}/`)).rejects.toThrow()
		await expect(guarded(`http://localhost:${port}/`)).rejects.toThrow()
		expect(hits).toBe(0)
		// Control: unguarded, the same server answers (so the refusals above are the guard's).
		expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true)
		expect(hits).toBe(1)
	})
})
