// `npm start` on a laptop, as a newcomer runs it: NODE_ENV unset. The launch mode must settle
// NODE_ENV before any module loads React (server/launch-mode.js); when React loaded first it
// mixed its development and production builds and every page answered 500.
// It starts the built app (server/start.js, what `npm start` runs) on a fresh database and a
// free port. No browser is involved: only one project runs it (`.once.spec.ts`).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startServer, stop, waitUntilHealthy } from './server-process.ts'

test('npm start with NODE_ENV unset serves the pages as a local start', async () => {
	test.setTimeout(60_000)
	const dir = path.resolve(`tests/.tmp/start-${process.pid}-${Date.now()}`)
	fs.mkdirSync(dir, { recursive: true })
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	// Nothing says "deployment": no NODE_ENV, no billing mode, no public address.
	const server = startServer(dir, port, {
		entry: 'server/start.js',
		env: {
			NODE_ENV: undefined,
			BILLING_MODE: undefined,
			APP_URL: undefined,
			FLY_APP_NAME: undefined,
			LITEFS_DIR: undefined,
		},
	})
	try {
		await waitUntilHealthy(base, server)
		for (const [pathname, heading] of [
			['/', /<h1[^>]*>/],
			['/signin', /<form[^>]*method="post"/],
			['/pricing', /TEST MODE|Creator Pro/],
		] as const) {
			const response = await fetch(`${base}${pathname}`)
			expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 })
			expect(await response.text()).toMatch(heading)
		}
		expect(server.output()).toContain('Local start (NODE_ENV is unset')
		// No error and no 500 answered; not any "500" (the test's own directory is named by a
		// timestamp, "start-…-1795831935000", which made this check fail now and then).
		expect(server.output()).not.toMatch(/Error|"status":\s*5\d\d\b/)
	} finally {
		await stop(server.child)
		fs.rmSync(dir, { recursive: true, force: true })
	}
})
