import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/_index.tsx'),

	route('signin', 'routes/_auth/signin.tsx'),
	route('signup', 'routes/_auth/signup.tsx'),
	route('logout', 'routes/_auth/logout.tsx'),

	route('account', 'routes/account/account.tsx'),
	route('pricing', 'routes/pricing/pricing.tsx'),
	route('history', 'routes/history/history.tsx'),

	route('api/auth/user', 'routes/api/auth.user.ts'),
	route('api/auth/signup', 'routes/api/auth.signup.ts'),
	route('api/auth/signin', 'routes/api/auth.signin.ts'),
	route('api/auth/signout', 'routes/api/auth.signout.ts'),
	route('api/auth/providers', 'routes/api/auth.providers.ts'),
	route('api/login', 'routes/api/login.ts'),
	route('api/logout', 'routes/api/logout.ts'),
	route('api/generate', 'routes/api/generate.ts'),

	route('resources/healthcheck', 'routes/resources/healthcheck.ts'),

	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
