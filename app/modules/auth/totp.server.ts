import * as OTPAuth from 'otpauth'

// Authenticator-app codes (RFC 6238): SHA-1, 6 digits, 30 seconds, which every app supports.
const ISSUER = 'Vibecast'
const PERIOD_SECONDS = 30

function totpFor(secret: string, label = '') {
	return new OTPAuth.TOTP({
		issuer: ISSUER,
		label,
		algorithm: 'SHA1',
		digits: 6,
		period: PERIOD_SECONDS,
		secret: OTPAuth.Secret.fromBase32(secret),
	})
}

/** A new random 160-bit secret, base32 as authenticator apps take it. */
export function generateTotpSecret() {
	return new OTPAuth.Secret({ size: 20 }).base32
}

export function totpUri(secret: string, accountName: string) {
	return totpFor(secret, accountName).toString()
}

/**
 * The time step a code belongs to when it is valid now (one step of clock drift either way),
 * else null. otpauth's validate() answers 0 for a code of the current step, so it is compared
 * with null, never by truthiness.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
	if (!/^\d{6}$/.test(code)) return null
	const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 })
	if (delta === null) return null
	return Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** The QR code for an otpauth:// URI as a data URL, for an <img> (CSP allows data: images). */
export async function qrCodeDataUrl(uri: string) {
	// Loaded when a user sets up MFA, not at start (ADR 033).
	const { default: QRCode } = await import('qrcode')
	return QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
}

/** "JBSWY3DPEHPK3PXP…" in groups of four, easier to type from the screen. */
export function groupSecret(secret: string) {
	return secret.replace(/(.{4})(?=.)/g, '$1 ')
}
