import path from 'node:path'
import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { defineConfig } from 'prisma/config'

// Prisma 6.19 runs offline with the JavaScript engine and the libsql driver adapter.
export default defineConfig({
	experimental: { adapter: true },
	engine: 'js',
	schema: path.join('prisma', 'schema.prisma'),
	migrations: { path: path.join('prisma', 'migrations') },
	async adapter() {
		return new PrismaLibSQL({ url: process.env.DATABASE_URL ?? 'file:./data/app.db' })
	},
})
