import { hash, verify } from '@node-rs/argon2'

// Argon2id with the library's defaults (memory-hard; ~14 ms a hash on this machine kind).
export async function hashPassword(password: string): Promise<string> {
	return hash(password)
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
	try {
		return await verify(passwordHash, password)
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
