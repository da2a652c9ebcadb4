import { useTranslation } from '#app/modules/i18n/react.tsx'
import type { SocialProvider } from '#app/modules/auth/social-profiles.ts'

/**
 * "Continue with …" links for the configured providers (none: nothing renders). They are plain
 * navigations to /api/auth/{provider}, which start the OAuth flow, so they work without JavaScript.
 */
export function SocialButtons({
	providers,
	redirectTo,
	source,
}: {
	providers: ReadonlyArray<SocialProvider>
	redirectTo?: string
	source?: string | null
}) {
	const { t } = useTranslation()
	if (providers.length === 0) return null
	const query = new URLSearchParams()
	if (redirectTo) query.set('redirectTo', redirectTo)
	if (source) query.set('source', source)
	const suffix = query.size > 0 ? `?${query}` : ''
	return (
		<div className="mt-6" data-testid="social-sign-in">
			<div className="flex items-center gap-3 text-sm text-slate-600">
				<span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
				<span>{t('social.or')}</span>
				<span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
			</div>
			<ul className="mt-4 grid gap-2" aria-label={t('social.groupLabel')}>
				{providers.map((provider) => (
					<li key={provider}>
						{/* A document navigation: the route answers with a redirect to the provider. */}
						<a
							href={`/api/auth/${provider}${suffix}`}
							className="btn-secondary w-full py-2.5"
							data-provider={provider}
						>
							{t('social.continueWith', { provider: t(`social.providers.${provider}`) })}
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}
