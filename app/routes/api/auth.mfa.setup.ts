import { data } from 'react-router'
import { issueSetupBackupCodes, startMfaSetup } from '#app/modules/auth/mfa.server.ts'
import { getUser } from '#app/modules/auth/session.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.mfa.setup'

// SPEC §3's MFA setup response: qrCode (an image source), secret, backupCodes. The codes work
// once MFA is verified (POST /api/auth/mfa/verify-setup).
export async function action({ request }: Route.ActionArgs) {
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	if (user.mfaEnabled) {
		return apiError(409, englishMessage('mfa.api.alreadyEnabled'), { code: 'MFA_ALREADY_ENABLED' })
	}
	const setup = await startMfaSetup(user)
	const backupCodes = await issueSetupBackupCodes(user.id)
	return data(
		{ qrCode: setup.qrCode, secret: setup.secret, otpauthUrl: setup.otpauthUri, backupCodes },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
