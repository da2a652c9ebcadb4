import os from 'node:os'
import { hash, verify } from '@node-rs/argon2'

// Argon2id with the library's defaults (memory-hard; ~14 ms a hash on this machine kind).

// Each hash or check holds its own 19 MiB memory pool for as long as it runs, and they run on
// libuv's pool of 4 threads: a burst of sign-ins added about 78 MB of RSS, 4 pools at once (ADR
// 031). Hashing is pure CPU, so more at once than there are cores finishes nothing sooner; the
// rest wait here in arrival order. The hash itself (and its parameters) does not change.
const MAX_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism()))
let running = 0
const waiting: Array<() => void> = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
	if (running < MAX_AT_ONCE) running += 1
	// A finishing task hands its slot straight to the first waiter, so none is taken twice.
	else await new Promise<void>((resolve) => waiting.push(resolve))
	try {
		return await work()
	} finally {
		const next = waiting.shift()
		if (next) next()
		else running -= 1
	}
}

export async function hashPassword(password: string): Promise<string> {
	return withHashSlot(() => hash(password))
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
	try {
		return await withHashSlot(() => verify(passwordHash, password))
	} catch {
		return false
	}
}

// Verifying against a real hash when the account does not exist keeps the response time the
// same, so timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined
export async function verifyAgainstDummy(password: string): Promise<false> {
	dummyHash ??= hashPassword('not-a-real-password-for-timing')
	await verifyPassword(password, await dummyHash)
	return false
}
