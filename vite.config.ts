import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	plugins: [tailwindcss(), reactRouter()],
	build: { target: 'es2022' },
})
