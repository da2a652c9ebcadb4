import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { resetEnvForTests } from '../../server/env.js'
import { getUserId } from '#app/modules/auth/session.server.ts'
import { action as signinCodeAction } from '#app/routes/_auth/signin-code.tsx'
import { createTestUser, formRequest, routeArgs, settle } from './helpers.ts'

// Mail goes to the outbox of a data folder of this file's own, where the test reads the code.
const dataDir = makeTempDir('email-code')
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL }
beforeAll(() => {
	process.env.DATA_DIR = dataDir
	delete process.env.SMTP_URL
	resetEnvForTests()
})
afterAll(() => {
	Object.assign(process.env, saved)
	resetEnvForTests()
})

function cookiesOf(response: Response) {
	const cookies: Record<string, string> = {}
	for (const header of response.headers.getSetCookie()) {
		const [pair = ''] = header.split(';')
		const at = pair.indexOf('=')
		cookies[pair.slice(0, at)] = pair.slice(at + 1)
	}
	return cookies
}

async function codeMailedTo(email: string) {
	const outbox = path.join(dataDir, 'outbox')
	for (let i = 0; i < 40; i++) {
		const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : []
		for (const file of files) {
			const mail = fs.readFileSync(path.join(outbox, file), 'utf8')
			const code = /^\s+(\d{6})\s*$/m.exec(mail)?.[1]
			if (mail.includes(email) && code) return code
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	throw new Error(`no code mailed to ${email}`)
}

async function sessionUserId(response: Response) {
	const session = cookiesOf(response).__session
	if (!session) return null
	return getUserId(
		new Request('http://localhost/', { headers: { cookie: `__session=${session}` } }),
	)
}

test('a mailed code signs in the account it was sent to', async () => {
	const { user } = await createTestUser()
	const sent = await settle(() =>
		signinCodeAction(routeArgs(formRequest('/signin/code', { intent: 'send', email: user.email }))),
	)
	const cookies = cookiesOf(sent)
	const code = await codeMailedTo(user.email)
	const cookie = `_totp=${cookies._totp}; __email_code=${cookies.__email_code}`
	const done = await settle(() =>
		signinCodeAction(
			routeArgs(formRequest('/signin/code', { intent: 'verify', code }, { cookie })),
		),
	)
	expect(await sessionUserId(done)).toBe(user.id)
})

test("changing the address in the code cookie does not sign in to someone else's account", async () => {
	const { user: attacker } = await createTestUser()
	const { user: victim } = await createTestUser()
	const sent = await settle(() =>
		signinCodeAction(
			routeArgs(formRequest('/signin/code', { intent: 'send', email: attacker.email })),
		),
	)
	const cookies = cookiesOf(sent)
	const code = await codeMailedTo(attacker.email)
	const params = new URLSearchParams(cookies._totp!.replace(/^"|"$/g, ''))
	params.set('email', victim.email)
	const forged = `_totp=${params}; __email_code=${cookies.__email_code}`
	const done = await settle(() =>
		signinCodeAction(
			routeArgs(formRequest('/signin/code', { intent: 'verify', code }, { cookie: forged })),
		),
	)
	expect(await sessionUserId(done)).toBeNull()
})

test('wrong codes are limited per account however the address in the code cookie is spelled', async () => {
	const { user: victim } = await createTestUser()
	const sent = await settle(() =>
		signinCodeAction(
			routeArgs(
				formRequest(
					'/signin/code',
					{ intent: 'send', email: victim.email },
					{ 'x-client-ip': '10.9.0.1' },
				),
			),
		),
	)
	const cookies = cookiesOf(sent)
	const code = await codeMailedTo(victim.email)
	const wrong = code === '000000' ? '111111' : '000000'
	const params = new URLSearchParams(cookies._totp!.replace(/^"|"$/g, ''))
	let ip = 0
	// Each try comes from another address, as from a botnet: only the per-account limit applies.
	const verify = (email: string, guess: string) => {
		params.set('email', email)
		ip += 1
		return settle(() =>
			signinCodeAction(
				routeArgs(
					formRequest(
						'/signin/code',
						{ intent: 'verify', code: guess },
						{
							cookie: `_totp=${params}; __email_code=${cookies.__email_code}`,
							'x-client-ip': `10.9.1.${ip}`,
						},
					),
				),
			),
		)
	}
	for (let i = 0; i < 5; i++) expect((await verify(victim.email, wrong)).status).not.toBe(429)
	expect((await verify(victim.email, wrong)).status).toBe(429)
	for (const variant of [
		` ${victim.email}`,
		`${victim.email} `,
		`   ${victim.email}`,
		victim.email.toUpperCase(),
	]) {
		const response = await verify(variant, code)
		expect(response.status, variant).toBe(429)
		expect(await sessionUserId(response)).toBeNull()
	}
})
