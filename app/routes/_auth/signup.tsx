import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { Field, NewPasswordFields } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { SocialButtons } from '#app/components/security/social-buttons.tsx'
import { signUpWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import { configuredProviders } from '#app/modules/auth/social.server.ts'
import { requireAnonymous } from '#app/modules/auth/session.server.ts'
import { formatUnits } from '#app/modules/billing/format.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { Route } from './+types/signup'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'signup.title')

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	return {
		providers: configuredProviders(),
		source: (url.searchParams.get('source') ?? url.searchParams.get('utm_source'))?.slice(0, 100),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request)
	const input = Object.fromEntries(
		['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'signupSource'].map((key) => [
			key,
			typeof form.get(key) === 'string' ? form.get(key) : undefined,
		]),
	)
	const result = await signUpWithPassword(request, input)
	if (!result.ok) {
		return data(
			{
				// Names and email come back so nothing typed is lost; passwords never do.
				fields: { firstName: input.firstName, lastName: input.lastName, email: input.email },
				error: result.code,
				fieldErrors: result.code === 'INVALID_INPUT' ? result.fieldErrors : {},
			},
			{
				status: result.status,
				headers:
					result.code === 'RATE_LIMITED'
						? { 'Retry-After': String(result.retryAfterSeconds) }
						: undefined,
			},
		)
	}
	throw redirect('/', { headers: { 'Set-Cookie': result.setCookie } })
}

export default function SignupRoute() {
	const { t } = useTranslation()
	const actionData = useActionData<typeof action>()
	const { providers, source } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const [ready, setReady] = useState(false)
	const submitting = navigation.state === 'submitting'
	const fieldErrors = actionData?.fieldErrors ?? {}
	const free = plans.starter.limits
	// With JavaScript the button waits for the rules; without it the server checks them.
	const blocked = hydrated && !ready
	const passwordError =
		fieldErrors.password === 'errors.passwordRules'
			? t('errors.passwordRules')
			: fieldErrors.password
				? t(fieldErrors.password)
				: null
	return (
		<AuthLayout
			title={t('signup.title')}
			subtitle={t('signup.subtitle', {
				posts: formatUnits('socialPosts', free.posts, t),
				reels: formatUnits('reelScripts', free.reels, t),
			})}
		>
			{actionData?.error === 'EMAIL_EXISTS' ? (
				<FormAlert title={t('signup.emailExistsTitle')}>{t('signup.emailExistsBody')}</FormAlert>
			) : null}
			{actionData?.error === 'RATE_LIMITED' ? (
				<FormAlert title={t('signup.failedTitle')}>{t('errors.rateLimited')}</FormAlert>
			) : null}
			<Form method="post" className="mt-4 space-y-4">
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label={t('fields.firstName')}
						name="firstName"
						autoComplete="given-name"
						maxLength={60}
						defaultValue={actionData?.fields.firstName as string | undefined}
						error={fieldErrors.firstName ? t(fieldErrors.firstName) : null}
					/>
					<Field
						label={t('fields.lastName')}
						name="lastName"
						autoComplete="family-name"
						maxLength={60}
						defaultValue={actionData?.fields.lastName as string | undefined}
						error={fieldErrors.lastName ? t(fieldErrors.lastName) : null}
					/>
				</div>
				<Field
					label={t('fields.email')}
					name="email"
					type="email"
					autoComplete="email"
					required
					defaultValue={actionData?.fields.email as string | undefined}
					error={fieldErrors.email ? t(fieldErrors.email) : null}
				/>
				<NewPasswordFields
					passwordLabel={t('fields.password')}
					confirmLabel={t('fields.confirmPassword')}
					passwordError={passwordError}
					confirmError={
						fieldErrors.confirmPassword === 'errors.passwordMismatch'
							? t('errors.passwordMismatch')
							: null
					}
					onReadyChange={setReady}
				/>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					disabled={submitting || blocked}
				>
					{submitting ? t('signup.submitting') : t('signup.submit')}
				</button>
			</Form>
			<SocialButtons providers={providers} source={source} />
			<p className="mt-6 text-center text-sm text-slate-700">
				{t('signup.haveAccount')} <TextLink to="/signin">{t('signup.signinLink')}</TextLink>
			</p>
		</AuthLayout>
	)
}
