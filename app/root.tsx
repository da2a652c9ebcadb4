import { useEffect, useMemo } from 'react'
import {
	data,
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useMatches,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
import { getLocale, i18nextMiddleware, languageCookie } from './middleware/i18n.server.ts'
import { apiTokenMiddleware } from './modules/api-tokens/token-middleware.server.ts'
import { getUser } from './modules/auth/session.server.ts'
import { spaceMenuFor } from './modules/workspaces/space.server.ts'
import { analyticsMiddleware } from './modules/analytics/middleware.server.ts'
import { pageAnalytics } from './modules/analytics/consent.server.ts'
import { visitOf } from './modules/analytics/visitor.server.ts'
import { AnalyticsTags, useTrackError } from './components/analytics/analytics-tags.tsx'
import { TranslatorProvider, useTranslation } from './modules/i18n/react.tsx'
import { cachedTranslator } from './modules/i18n/translator.ts'
import { isLanguage, type Language } from './modules/i18n/languages.ts'
import { messagesFor, messagesRefFor } from './modules/i18n/messages.server.ts'
import {
	loadMessages,
	messagesUrl,
	rememberMessages,
	storedMessages,
} from './modules/i18n/message-store.ts'
import { getPlan } from './modules/billing/plans.ts'
import { timeZoneFromCookie, useRememberTimeZone } from './utils/time-zone.ts'
import { restoreTypedBeforeHydration } from './utils/typed-before-hydration.ts'
import { plainPageScript } from './modules/forms/plain-page-script.ts'

export const middleware: Route.MiddlewareFunction[] = [
	apiTokenMiddleware,
	i18nextMiddleware,
	analyticsMiddleware,
]

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: appStylesHref },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The root's data (language, the page's messages, the signed-in user) changes through a form
// submission (sign-in, sign-out, a plan change), a language switch, or a move to another page,
// which needs its own messages (ADR 019). A change of query string on the same page reuses it.
export function shouldRevalidate({
	formMethod,
	currentUrl,
	nextUrl,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
	return (
		currentUrl.pathname !== nextUrl.pathname ||
		currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng')
	)
}

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
	const locale = getLocale(context)
	const language: Language = isLanguage(locale) ? locale : 'en'
	const user = await getUser(request)
	const headers = new Headers()
	// A ?lng= choice sticks: remember it in the cookie the detector reads next time.
	const requested = new URL(request.url).searchParams.get('lng')
	if (isLanguage(requested)) headers.append('Set-Cookie', await languageCookie.serialize(requested))
	// Only what this page renders (page-messages.ts), picked once per language and page. The
	// page names them; the browser loads them as a cached file (ADR 020), and this render finds
	// them in the store.
	const messages = messagesRefFor(language, pattern)
	rememberMessages(messages, messagesFor(language, pattern))
	return data(
		{
			language,
			timeZone: timeZoneFromCookie(request.headers.get('cookie')),
			messages,
			nonce: request.headers.get('x-csp-nonce') ?? undefined,
			// The team workspaces the user can switch between (null: only the personal space).
			space: user ? await spaceMenuFor(request, user.id) : null,
			analytics: pageAnalytics(request, visitOf(request, context)),
			user: user
				? {
						id: user.id,
						email: user.email,
						firstName: user.firstName,
						lastName: user.lastName,
						profileImageUrl: user.profileImageUrl,
						planType: getPlan(user.planType).id,
					}
				: null,
		},
		{ headers },
	)
}

// A move to another page brings that page's messages (a cached JSON file) before it renders.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const rootData = await serverLoader()
	await loadMessages(rootData.messages)
	return rootData
}

/**
 * A route can opt out of hydration with `handle.hydrate` (false, or a function of its loader
 * data): its page then ships no framework JavaScript, only the few hundred bytes of
 * plain-page-script.ts (show password, the live password rules, pending buttons). The landing
 * page, sign-in, sign-up, the password pages and the signed-out pricing page do this (ADR 020).
 */
export type RouteHandle = { hydrate?: boolean | ((data: unknown) => boolean) }

function useShouldHydrate() {
	return !useMatches().some((match) => {
		const hydrate = (match.handle as RouteHandle | undefined)?.hydrate
		return typeof hydrate === 'function' ? !hydrate(match.loaderData) : hydrate === false
	})
}

export function Layout({ children }: { children: React.ReactNode }) {
	const rootData = useRouteLoaderData<typeof loader>('root')
	const language = rootData?.language ?? 'en'
	const nonce = rootData?.nonce
	const hydrate = useShouldHydrate()
	return (
		<html
			lang={language}
			data-messages={hydrate && rootData ? JSON.stringify(rootData.messages) : undefined}
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#6d28d9" />
				<Meta />
				<Links />
			</head>
			<body className="min-h-screen">
				{children}
				<AnalyticsTags settings={rootData?.analytics} nonce={nonce} />
				{hydrate ? (
					<>
						<ScrollRestoration nonce={nonce} />
						{rootData ? (
							// A classic script: it runs before the app's modules, which find the messages.
							<script nonce={nonce} src={messagesUrl(rootData.messages, 'js')} />
						) : null}
						<Scripts nonce={nonce} />
					</>
				) : (
					<script nonce={nonce} dangerouslySetInnerHTML={{ __html: plainPageScript }} />
				)}
			</body>
		</html>
	)
}

// Only when the root loader itself failed (no messages arrived): the error page's own words, in
// English, so that the browser bundle does not carry every message of every language.
const errorPageMessages = {
	common: { backHome: 'Back to home' },
	notFound: {
		title: '404 Page Not Found',
		hint: 'Did you forget to add the page to the router?',
	},
	errors: {
		unexpectedTitle: 'Something went wrong',
		unexpectedBody: 'An unexpected error occurred. Please try again in a moment.',
	},
}

function useTranslatorFromRoot() {
	const rootData = useRouteLoaderData<typeof loader>('root')
	const language = rootData?.language ?? 'en'
	const ref = rootData?.messages
	const messages = (ref && storedMessages(ref)) ?? errorPageMessages
	return useMemo(() => cachedTranslator(language, messages), [language, messages])
}

export default function App() {
	const translator = useTranslatorFromRoot()
	useRememberTimeZone()
	// Marks the page as running (CSS can tell a hydrated page from plain HTML by it), and puts
	// back what was typed while it loaded.
	useEffect(() => {
		restoreTypedBeforeHydration()
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<TranslatorProvider translator={translator}>
			<Outlet />
		</TranslatorProvider>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const translator = useTranslatorFromRoot()
	return (
		<TranslatorProvider translator={translator}>
			<ErrorView error={error} />
		</TranslatorProvider>
	)
}

function ErrorView({ error }: { error: unknown }) {
	const { t } = useTranslation()
	const status = isRouteErrorResponse(error) ? error.status : 500
	if (import.meta.env.DEV) console.error(error)
	useTrackError(status)
	// A request the page cannot take (a wrong method, a body that is not a form) says so.
	const copy =
		status === 404
			? { title: 'notFound.title', body: 'notFound.hint' }
			: status === 405
				? { title: 'errors.methodTitle', body: 'errors.methodBody' }
				: status === 400
					? { title: 'errors.badRequestTitle', body: 'errors.badRequestBody' }
					: { title: 'errors.unexpectedTitle', body: 'errors.unexpectedBody' }
	return (
		<main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
			<p className="text-5xl font-bold text-brand-600">{status}</p>
			<h1 className="text-2xl font-semibold">{t(copy.title)}</h1>
			<p className="text-slate-700">{t(copy.body)}</p>
			<a className="btn-primary" href="/">
				{t('common.backHome')}
			</a>
		</main>
	)
}
