// Starts the production build on a fresh database for the browser tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startSmtpSink } from './smtp-sink.js'

const port = process.env.E2E_PORT
if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)')

// One folder per port, so two runs on different ports do not share a database. It goes when
// the server stops.
const dir = path.resolve(`tests/.tmp/e2e-${port}`)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

// Mail goes out over real SMTP to a local sink that files each message in <dir>/smtp-inbox.
const smtp = await startSmtpSink(path.join(dir, 'smtp-inbox'))

const child = spawn(process.execPath, ['server/index.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: port,
		DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
		// Many sign-ups come from one IP in a run; the limiter itself has its own tests.
		AUTH_RATE_LIMIT_MAX: '10000',
		LOG_REQUESTS: 'false',
		SMTP_URL: smtp.url,
		// The browser tests walk the upgrade journey through the built-in test provider; a
		// production server runs it only when told to (ADR 008).
		BILLING_MODE: 'test',
		// The A/B dashboard's admin switch (tests/e2e/growth.spec.ts); every beacon of a run comes
		// from one address.
		ADMIN_EMAILS: 'growth-admin@example.com',
		ANALYTICS_RATE_LIMIT_MAX: '10000',
	},
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code) => {
	await smtp.close()
	fs.rmSync(dir, { recursive: true, force: true })
	process.exit(code ?? 0)
})
