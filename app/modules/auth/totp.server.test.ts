import * as OTPAuth from 'otpauth'
import { expect, test } from 'vitest'
import {
	generateTotpSecret,
	groupSecret,
	matchTotpStep,
	qrCodeDataUrl,
	totpUri,
} from './totp.server.ts'

const secret = generateTotpSecret()
const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })

test('a new secret is 160 bits in base32', () => {
	expect(secret).toMatch(/^[A-Z2-7]{32}$/)
	expect(generateTotpSecret()).not.toBe(secret)
})

test('the current code matches the current time step (otpauth answers 0 for it, not null)', () => {
	const now = 1_800_000_000_000
	const code = app.generate({ timestamp: now })
	expect(matchTotpStep(secret, code, now)).toBe(Math.floor(now / 30_000))
})

test('a code from one step before or after still matches, two steps away does not', () => {
	const now = 1_800_000_000_000
	const step = Math.floor(now / 30_000)
	expect(matchTotpStep(secret, app.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1)
	expect(matchTotpStep(secret, app.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1)
	expect(matchTotpStep(secret, app.generate({ timestamp: now - 90_000 }), now)).toBeNull()
})

test('anything but six digits is refused', () => {
	expect(matchTotpStep(secret, '')).toBeNull()
	expect(matchTotpStep(secret, '12345')).toBeNull()
	expect(matchTotpStep(secret, 'abcdef')).toBeNull()
})

test('the otpauth URI names the issuer and account, and the QR code is a PNG data URL', async () => {
	const uri = totpUri(secret, 'ana@example.com')
	expect(uri).toMatch(/^otpauth:\/\/totp\/Vibecast:ana%40example\.com\?/)
	expect(uri).toContain(`secret=${secret}`)
	expect(await qrCodeDataUrl(uri)).toMatch(/^data:image\/png;base64,/)
})

test('the secret is shown in groups of four', () => {
	expect(groupSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP')
})
