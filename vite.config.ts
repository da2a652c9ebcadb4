import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	plugins: [tailwindcss(), reactRouter()],
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
