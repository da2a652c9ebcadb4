// Demo data: one user per plan, all with the password "Demo-pass-2026".
// Run with `npm run seed` (after the app has started once, or `npm run db:migrate`).
import { hash } from '@node-rs/argon2'
import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaClient } from '@prisma/client'
import { applyMigrations } from '../server/migrate.js'

const url = process.env.DATABASE_URL ?? 'file:./data/app.db'
await applyMigrations(url)
const prisma = new PrismaClient({ adapter: new PrismaLibSQL({ url }) })

const password = 'Demo-pass-2026'
const passwordHash = await hash(password)
const now = new Date()
const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))

const demoUsers = [
	{
		email: 'starter@demo.vibecast.local',
		firstName: 'Sam',
		lastName: 'Starter',
		planType: 'starter',
	},
	{
		email: 'pro@demo.vibecast.local',
		firstName: 'Priya',
		lastName: 'Pro',
		planType: 'creator_pro',
	},
	{
		email: 'agency@demo.vibecast.local',
		firstName: 'Alex',
		lastName: 'Agency',
		planType: 'agency',
	},
]

for (const user of demoUsers) {
	await prisma.user.upsert({
		where: { email: user.email },
		update: { planType: user.planType },
		create: {
			...user,
			usageResetDate: nextMonth,
			signupMethod: 'seed',
			password: { create: { hash: passwordHash } },
		},
	})
	console.log(`seeded ${user.email} (${user.planType}), password ${password}`)
}
await prisma.$disconnect()
