import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	resolve: {
		tsconfigPaths: true,
		// The server reaches SQLite only through local files (DATABASE_URL is a file: URL): the
		// package's main entry would also load its HTTP and WebSocket clients (hrana, ws), about
		// 100 ms of CPU at every start (ADR 035). Its local-file entry has the same createClient.
		alias: [{ find: /^@libsql\/client$/, replacement: '@libsql/client/sqlite3' }],
	},
	plugins: [tailwindcss(), reactRouter()],
	// Bundled so that the alias above applies to the Prisma adapter's own import of @libsql/client;
	// with the adapter's own dependencies, which are not the app's (server/dockerfile.test.ts).
	ssr: {
		noExternal: [
			'@prisma/adapter-libsql',
			'@prisma/driver-adapter-utils',
			'@prisma/debug',
			'async-mutex',
		],
	},
	build: {
		target: 'es2022',
		// The chunks loaded on demand (form checks, results, the upload panel) are small and
		// import only what the page already has: no preload helper to ship for them.
		modulePreload: false,
		rollupOptions: {
			// Components only declare things: one no page uses is left out of that page's download.
			treeshake: { moduleSideEffects: (id) => !id.includes('/app/components/') },
		},
	},
})
