// Development entry: Vite in middleware mode, so route modules reload on change.
import { createServer } from 'vite'
import { createApp } from './app.js'
import { getEnv } from './env.js'
import { applyMigrations } from './migrate.js'

const env = getEnv()
await applyMigrations(env.DATABASE_URL)
process.env.DATABASE_URL = env.DATABASE_URL

const vite = await createServer({ server: { middlewareMode: true } })
const app = createApp({
	env,
	viteMiddleware: vite.middlewares,
	build: () => vite.ssrLoadModule('virtual:react-router/server-build'),
})
app.listen(env.PORT, env.HOST, () =>
	console.log(`Vibecast dev server on http://localhost:${env.PORT}`),
)
