// The engine worker's own build (ADR 029): `npm run build` runs it after `react-router build`.
// The app is bundled into build/server/index.js, so a worker thread needs a file of its own:
// build/engine/engine-worker.js, the built-in engines and what they import from app/ (their npm
// dependencies stay external, as in the server build).
import { defineConfig } from 'vite'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	logLevel: 'warn',
	publicDir: false,
	build: {
		ssr: 'app/modules/engine/engine-worker.ts',
		outDir: 'build/engine',
		emptyOutDir: true,
		target: 'node22',
		minify: false,
		rollupOptions: { output: { entryFileNames: 'engine-worker.js' } },
	},
})
