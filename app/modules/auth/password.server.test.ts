import { expect, test, vi } from 'vitest'

const argon = vi.hoisted(() => {
	const state = { active: 0, peak: 0 }
	const busy = async () => {
		state.active += 1
		state.peak = Math.max(state.peak, state.active)
		await new Promise((resolve) => setTimeout(resolve, 5))
		state.active -= 1
	}
	return { state, busy }
})

vi.mock('@node-rs/argon2', () => ({
	hash: async (password: string) => {
		await argon.busy()
		return `hashed:${password}`
	},
	verify: async (hash: string, password: string) => {
		await argon.busy()
		if (hash === 'broken') throw new Error('not a hash')
		return hash === `hashed:${password}`
	},
}))

const { hashPassword, verifyPassword } = await import('./password.server.ts')

test('a burst runs at most two hashes at once (19 MiB each) and answers every caller', async () => {
	const answers = await Promise.all([
		...Array.from({ length: 6 }, (_, i) => hashPassword(`pw${i}`)),
		verifyPassword('pw', 'hashed:pw'),
		verifyPassword('pw', 'hashed:other'),
		verifyPassword('pw', 'broken'),
		...Array.from({ length: 6 }, () => verifyPassword('pw', 'hashed:pw')),
	])
	expect(argon.state.peak).toBeGreaterThanOrEqual(1)
	expect(argon.state.peak).toBeLessThanOrEqual(2)
	expect(argon.state.active).toBe(0)
	expect(answers.slice(0, 6)).toEqual(Array.from({ length: 6 }, (_, i) => `hashed:pw${i}`))
	expect(answers.slice(6)).toEqual([true, false, false, true, true, true, true, true, true])
	// The slots were all given back: the next call does not wait.
	await expect(hashPassword('again')).resolves.toBe('hashed:again')
})
