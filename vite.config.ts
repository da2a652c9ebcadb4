import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	plugins: [tailwindcss(), reactRouter()],
	build: {
		target: 'es2022',
		rollupOptions: {
			// Components only declare things: one no page uses is left out of that page's download.
			treeshake: { moduleSideEffects: (id) => !id.includes('/app/components/') },
		},
	},
})
