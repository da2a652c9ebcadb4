import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/_index.tsx'),

	route('signin', 'routes/_auth/signin.tsx'),
	route('signup', 'routes/_auth/signup.tsx'),
	route('logout', 'routes/_auth/logout.tsx'),

	route('account', 'routes/account/account.tsx'),
	route('pricing', 'routes/pricing/pricing.tsx'),
	route('history', 'routes/history/history.tsx'),
	route('help', 'routes/help/help.tsx'),
	route('reels', 'routes/reels/reels.tsx'),
	route('reels/download/:id', 'routes/reels/download.ts'),
	route('settings/ai', 'routes/settings/ai-provider.tsx'),
	route('voices', 'routes/voices/voices.tsx'),

	route('api/auth/user', 'routes/api/auth.user.ts'),
	route('api/auth/signup', 'routes/api/auth.signup.ts'),
	route('api/auth/signin', 'routes/api/auth.signin.ts'),
	route('api/auth/signout', 'routes/api/auth.signout.ts'),
	route('api/auth/providers', 'routes/api/auth.providers.ts'),
	route('api/login', 'routes/api/login.ts'),
	route('api/logout', 'routes/api/logout.ts'),
	route('api/generate', 'routes/api/generate.ts'),
	route('api/upload', 'routes/api/upload.ts'),
	route('api/generate-reel', 'routes/api/generate-reel.ts'),
	route('resources/upload', 'routes/resources/upload.ts'),

	// API tokens and the API reference (issue 15).
	route('settings/api', 'routes/settings/api-tokens.tsx'),
	route('api/generations', 'routes/api/generations.ts'),
	route('api/generations/:id', 'routes/api/generation.ts'),
	route('api/openapi.json', 'routes/api/openapi.ts'),
	route('docs/api', 'routes/docs/api-reference.tsx'),
	route('team', 'routes/team/team.tsx'),
	route('team/switch', 'routes/team/switch.ts'),
	route('team/invitations/:token', 'routes/team/invitation.tsx'),

	// Account security (issue 6): password recovery, MFA, email sign-in codes, social sign-in.
	route('forgot-password', 'routes/_auth/forgot-password.tsx'),
	route('reset-password', 'routes/_auth/reset-password.tsx'),
	route('mfa-setup', 'routes/_auth/mfa-setup.tsx'),
	route('mfa-disable', 'routes/_auth/mfa-disable.tsx'),
	route('signin/code', 'routes/_auth/signin-code.tsx'),
	route('signin/code/verify', 'routes/_auth/signin-code-verify.ts'),
	route('api/auth/forgot-password', 'routes/api/auth.forgot-password.ts'),
	route('api/auth/reset-password', 'routes/api/auth.reset-password.ts'),
	route('api/auth/mfa/setup', 'routes/api/auth.mfa.setup.ts'),
	route('api/auth/mfa/verify-setup', 'routes/api/auth.mfa.verify-setup.ts'),
	route('api/auth/mfa/verify-login', 'routes/api/auth.mfa.verify-login.ts'),
	route('api/auth/:provider', 'routes/api/auth.social.ts'),
	route('api/auth/:provider/callback', 'routes/api/auth.social-callback.ts'),

	// Plans and billing (issue 7): pricing pages, plan changes, checkout, Stripe webhook.
	route('pricing-mobile', 'routes/pricing/pricing-mobile.tsx'),
	route('upgrade', 'routes/pricing/upgrade.tsx'),
	route('upgrade-success', 'routes/pricing/upgrade-success.tsx'),
	route('upgrade-cancel', 'routes/pricing/upgrade-cancel.tsx'),
	route('contact-sales', 'routes/pricing/contact-sales.tsx'),
	route('billing/change-plan', 'routes/billing/change-plan.tsx'),
	route('billing/manage', 'routes/billing/manage.tsx'),
	route('billing/test-checkout', 'routes/billing/test-checkout.tsx'),
	route('billing/dismiss-prompt', 'routes/billing/dismiss-prompt.ts'),
	route('api/create-checkout-session', 'routes/api/create-checkout-session.ts'),
	route('api/downgrade', 'routes/api/downgrade.ts'),
	route('api/upgrade-to-pro', 'routes/api/upgrade-to-pro.ts'),
	route('api/contact-enterprise', 'routes/api/contact-enterprise.ts'),
	route('webhooks/stripe', 'routes/webhooks/stripe.ts'),

	route('resources/healthcheck', 'routes/resources/healthcheck.ts'),

	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
