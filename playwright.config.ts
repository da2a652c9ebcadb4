import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3199)
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
			use: { ...devices['Desktop Chrome'], launchOptions },
			testIgnore: /no-js-only\.spec\.ts/,
		},
		{
			name: 'chromium-no-js',
			use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
			// Journeys with forms run without JavaScript too; the accessibility scans run once.
			testIgnore: /\/(a11y(-[\w-]+)?|js-only)\.spec\.ts$/,
		},
	],
	webServer: {
		command: 'node other/start-e2e-server.js',
		url: `http://localhost:${PORT}/resources/healthcheck`,
		reuseExistingServer: false,
		timeout: 60_000,
		env: { E2E_PORT: String(PORT) },
	},
})
