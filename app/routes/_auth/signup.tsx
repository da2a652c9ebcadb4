import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { getFormProps } from '@conform-to/react'
import { FormAlert } from '#app/components/form-alert.tsx'
import { FormErrors, InputField } from '#app/components/form-fields.tsx'
import { NewPasswordFields, newPasswordReady } from '#app/components/password-fields.tsx'
import { SignupSchema } from '#app/modules/auth/account-schemas.ts'
import { constraintOf, parseSubmission } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { SocialButtons } from '#app/components/security/social-buttons.tsx'
import { signUpWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import { configuredProviders } from '#app/modules/auth/social.server.ts'
import { requireAnonymous } from '#app/modules/auth/session.server.ts'
import { formatUnits } from '#app/modules/billing/format.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { translatedMeta } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/signup'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedMeta(matches, 'signup.title', 'meta.signupDescription')

// A plain form the server checks; the live password rules, the mismatch message and the
// waiting button come from the page's small script, not React (ADR 020).
export const handle: RouteHandle = { hydrate: false }

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	return {
		constraint: constraintOf(SignupSchema),
		providers: configuredProviders(),
		source: (url.searchParams.get('source') ?? url.searchParams.get('utm_source'))?.slice(0, 100),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request)
	const submission = parseSubmission(form, SignupSchema)
	const input = Object.fromEntries(
		['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'signupSource'].map((key) => [
			key,
			typeof form.get(key) === 'string' ? form.get(key) : undefined,
		]),
	)
	const result = await signUpWithPassword(request, input)
	if (!result.ok) {
		// Names and email come back so nothing typed is lost; passwords never do.
		const formErrors = result.code === 'RATE_LIMITED' ? ['errors.rateLimited'] : []
		return data(
			{
				result: submission.reply({ formErrors, hideFields: ['password', 'confirmPassword'] }),
				error: result.code,
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

const loadValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateSignup)

export default function SignupRoute() {
	const { t } = useTranslation()
	const actionData = useActionData<typeof action>()
	const { constraint, providers, source } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof SignupSchema>({
		id: 'signup',
		constraint,
		loadValidator,
		lastResult: actionData?.result ?? null,
	})
	const free = plans.starter.limits
	// With JavaScript the button waits for the rules; without it the server checks them.
	const blocked = hydrated && !newPasswordReady(fields.password, fields.confirmPassword)
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
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<FormErrors form={form} title={t('signup.failedTitle')} />
				<div className="grid gap-4 sm:grid-cols-2">
					<InputField
						field={fields.firstName}
						label={t('fields.firstName')}
						autoComplete="given-name"
						maxLength={60}
					/>
					<InputField
						field={fields.lastName}
						label={t('fields.lastName')}
						autoComplete="family-name"
						maxLength={60}
					/>
				</div>
				<InputField
					field={fields.email}
					label={t('fields.email')}
					type="email"
					autoComplete="email"
				/>
				<NewPasswordFields
					password={fields.password}
					confirm={fields.confirmPassword}
					passwordLabel={t('fields.password')}
					confirmLabel={t('fields.confirmPassword')}
				/>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					data-pending-label={t('signup.submitting')}
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
