import { expect, test } from 'vitest'
import {
	generateBackupCode,
	looksLikeBackupCode,
	normalizeBackupCode,
} from './backup-codes.server.ts'

test('a backup code is ten characters without look-alikes, in two groups', () => {
	const codes = Array.from({ length: 200 }, generateBackupCode)
	for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/)
	expect(new Set(codes).size).toBe(codes.length)
})

test('case, spaces and the dash do not matter when typing a code back', () => {
	expect(normalizeBackupCode(' ABCDE-fghij ')).toBe('abcdefghij')
	expect(looksLikeBackupCode('ABCDE FGHIJ')).toBe(true)
	expect(looksLikeBackupCode('123456')).toBe(false)
})
