import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'

/**
 * The test server's port: E2E_PORT when set, otherwise one the system reports free. It is put
 * back into the environment, so the workers (which load this file again) use the same one.
 */
function testPort() {
	if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
	const free = execFileSync(process.execPath, [
		'-e',
		"const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })",
	])
	process.env.E2E_PORT = free.toString()
	return Number(process.env.E2E_PORT)
}
const PORT = testPort()
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Debian's Chromium, launched the way TOOLCHAIN.md found to be reliable here.
const launchOptions = {
	executablePath: chromiumPath,
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-dev-shm-usage',
	],
}

// Which project runs a spec is said by its name, never by a skip at run time: `*.js-only.spec.ts`
// runs with JavaScript only, `*.no-js-only.spec.ts` without it only, and `*.once.spec.ts` (no
// browser involved: a server process, HTTP) once, in the JavaScript project.
export default defineConfig({
	testDir: './tests/e2e',
	// Per port, so two runs side by side do not delete each other's artifacts.
	outputDir: `test-results/${PORT}`,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	fullyParallel: true,
	workers: 2,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL: `http://localhost:${PORT}`,
		trace: 'retain-on-failure',
		launchOptions,
	},
	projects: [
		{
			name: 'chromium-js',
			// Far from the server's UTC, so dates written in the wrong zone show (dates.js-only.spec.ts).
			use: { ...devices['Desktop Chrome'], launchOptions, timezoneId: 'Pacific/Kiritimati' },
			testIgnore: /(^|[/.])no-js-only\.spec\.ts$/,
		},
		{
			name: 'chromium-no-js',
			use: {
				...devices['Desktop Chrome'],
				javaScriptEnabled: false,
				launchOptions,
				timezoneId: 'America/Sao_Paulo',
			},
			// Journeys with forms run without JavaScript too; the accessibility scans, the
			// HTTP-only fuzz and the specs without a browser (`*.once.spec.ts`) run once.
			testIgnore: /(\/(a11y(-[\w-]+)?|fuzz)|[/.]once|(^|[/.])js-only)\.spec\.ts$/,
		},
	],
	webServer: {
		command: 'node other/start-e2e-server.js',
		url: `http://localhost:${PORT}/resources/healthcheck`,
		reuseExistingServer: false,
		// The server's error lines (pino, on stdout) belong in the run's log when a test fails.
		stdout: 'pipe',
		timeout: 60_000,
		env: { E2E_PORT: String(PORT) },
		// SIGTERM rather than SIGKILL, so the server wrapper removes its database folder.
		gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
	},
})
