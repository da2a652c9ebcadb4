import { defineConfig } from 'vitest/config'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'server/**/*.test.{ts,js}',
			'tests/integration/**/*.test.ts',
			'scripts/**/*.test.ts',
		],
		setupFiles: ['./tests/setup/vitest-setup.ts'],
		globalSetup: ['./tests/setup/vitest-global-setup.ts'],
		pool: 'forks',
		testTimeout: 20_000,
		hookTimeout: 30_000,
	},
})
