import { getPlan } from '#app/modules/billing/plans.ts'
import type { SessionUser } from '#app/modules/auth/session.server.ts'

/** The User of SPEC §3, as GET /api/auth/user answers it. */
export function toUserJson(user: SessionUser) {
	const { limits } = getPlan(user.planType)
	return {
		id: user.id,
		email: user.email,
		firstName: user.firstName,
		lastName: user.lastName,
		profileImageUrl: user.profileImageUrl,
		createdAt: user.createdAt.toISOString(),
		planType: getPlan(user.planType).id,
		mfaEnabled: user.mfaEnabled,
		socialPostsUsedThisMonth: user.socialPostsUsedThisMonth,
		socialPostsLimit: limits.posts,
		reelScriptsUsedThisMonth: user.reelScriptsUsedThisMonth,
		reelScriptLimit: limits.reels,
		reelCount: user.reelScriptsUsedThisMonth,
		reelLimit: limits.reels,
		fileUploadsUsedThisMonth: user.fileUploadsUsedThisMonth,
		fileUploadLimit: limits.fileUploads,
		usageResetDate: user.usageResetDate.toISOString(),
	}
}
