import { Prisma, type User } from '@prisma/client'
import { createCookieSessionStorage, redirect } from 'react-router'
import { nextMonthlyResetDate } from '#app/modules/billing/usage.ts'
import { prisma, sql } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const SESSION_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 30
const SESSION_ID_KEY = 'sessionId'

let storage: ReturnType<typeof createCookieSessionStorage<{ sessionId: string }>> | undefined

/** The signed cookie holds only the id of a database session row, so sessions are revocable. */
export function getSessionStorage() {
	if (storage) return storage
	const env = getEnv()
	storage = createCookieSessionStorage<{ sessionId: string }>({
		cookie: {
			name: '__session',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.COOKIE_SECURE,
			secrets: env.SESSION_SECRETS,
		},
	})
	return storage
}

export async function getCookieSession(request: Request) {
	return getSessionStorage().getSession(request.headers.get('Cookie'))
}

/**
 * Cookie headers already read, and the session id each names. Reading the signed cookie checks
 * its HMAC through Web Crypto (a key import and an async job), about 1 ms of the request thread
 * per signed-in request under load (ADR 033); the answer depends only on the header's bytes and
 * the secrets, which are fixed for the process, so the same header is checked once. The session
 * row is still read every time, so revoking a session works as before. Bounded: the map starts
 * over when full.
 */
const sessionIdsByCookie = new Map<string, string | null>()
const MAX_REMEMBERED_COOKIES = 1000

/** The id of the database session the request's cookie names (it may have expired). */
export async function getSessionId(request: Request): Promise<string | null> {
	const header = request.headers.get('Cookie')
	if (!header) return null
	const known = sessionIdsByCookie.get(header)
	if (known !== undefined) return known
	const value = (await getSessionStorage().getSession(header)).get(SESSION_ID_KEY)
	const sessionId = typeof value === 'string' ? value : null
	if (sessionIdsByCookie.size >= MAX_REMEMBERED_COOKIES) sessionIdsByCookie.clear()
	sessionIdsByCookie.set(header, sessionId)
	return sessionId
}

export type RequestSession = { id: string; userId: string; workspaceId: string | null }

/**
 * The unexpired database session the request's cookie names, with the space it chose: one
 * cookie check and one read answer both who is calling and where (an API call needs both).
 */
export async function getRequestSession(request: Request): Promise<RequestSession | null> {
	const sessionId = await getSessionId(request)
	if (!sessionId) return null
	// Plain SQL without Prisma: this read runs for every signed-in request, and Prisma's query
	// compiler was most of its cost (ADRs 033, 037). The DATETIME column is Prisma's text form of
	// the instant (ISO 8601), which Date reads.
	const [session] = await sql.query<{
		userId: string
		expiresAt: string
		workspaceId: string | null
	}>(
		Prisma.sql`SELECT "userId", "expiresAt", "workspaceId" FROM "Session" WHERE "id" = ${sessionId}`,
	)
	if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return null
	return { id: sessionId, userId: session.userId, workspaceId: session.workspaceId }
}

export async function getUserId(request: Request): Promise<string | null> {
	return (await getRequestSession(request))?.userId ?? null
}

export async function getUser(request: Request) {
	const userId = await getUserId(request)
	if (!userId) return null
	return getUserById(userId)
}

/**
 * Every column of User, in the model's order, as `prisma.user.findUnique` returns them: the
 * read of the signed-in user runs for every signed-in request, and as plain SQL it costs a fifth
 * of the model query (ADR 033), less again without Prisma (ADR 037). Taken from the generated
 * client, so a new column is read too; DATETIME and BOOLEAN columns are converted as Prisma
 * converts them (a test compares the two).
 */
const USER_FIELDS = (
	Prisma.dmmf.datamodel.models.find((model) => model.name === 'User')?.fields ?? []
)
	.filter((field) => field.kind === 'scalar')
	.map((field) => ({ name: field.name, type: field.type }))
const USER_COLUMNS = Prisma.raw(USER_FIELDS.map((field) => `"${field.name}"`).join(', '))

function userFromRow(row: Record<string, unknown>): User {
	const user: Record<string, unknown> = {}
	for (const { name, type } of USER_FIELDS) {
		const value = row[name] ?? null
		user[name] =
			value === null
				? null
				: type === 'DateTime'
					? new Date(value as string)
					: type === 'Boolean'
						? Boolean(value)
						: value
	}
	return user as User
}

/** A user as a signed-in request sees them (usage of the current period); null when gone. */
export async function getUserById(userId: string) {
	const [row] = await sql.query(
		Prisma.sql`SELECT ${USER_COLUMNS} FROM "User" WHERE "id" = ${userId}`,
	)
	return row ? withCurrentUsagePeriod(userFromRow(row)) : null
}

/**
 * Once the reset date has passed, the stored counters belong to the last period. Pages show
 * the new period straight away; the database catches up at the next generation or upload
 * (`consumeQuota` rolls over), so a GET never has to write (LiteFS replicas are read-only).
 */
function withCurrentUsagePeriod<
	T extends {
		usageResetDate: Date
		socialPostsUsedThisMonth: number
		reelScriptsUsedThisMonth: number
		fileUploadsUsedThisMonth: number
	},
>(user: T, now = new Date()): T {
	if (user.usageResetDate.getTime() > now.getTime()) return user
	return {
		...user,
		socialPostsUsedThisMonth: 0,
		reelScriptsUsedThisMonth: 0,
		fileUploadsUsedThisMonth: 0,
		usageResetDate: nextMonthlyResetDate(now),
	}
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getUser>>>

/**
 * Throws a redirect to /signin that comes back to the requested page after signing in. A form
 * sent without a session (it expired, or the user signed out in another tab) says so there:
 * the user was working, and is told why they must sign in again.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
	const user = await getUser(request)
	if (!user) {
		const loggedOut =
			request.method !== 'GET' ||
			typeof (await getCookieSession(request)).get(SESSION_ID_KEY) === 'string'
		throw redirect(signinUrlFor(request, { loggedOut }))
	}
	return user
}

export async function requireAnonymous(request: Request) {
	if (await getUserId(request)) throw redirect('/')
}

export function signinUrlFor(request: Request, { loggedOut = false } = {}) {
	const here = pageUrlOf(request)
	const params = new URLSearchParams()
	if (here !== '/') params.set('redirectTo', here)
	if (loggedOut) params.set('reason', 'logged-out')
	return params.size > 0 ? `/signin?${params}` : '/signin'
}

/**
 * The page a request belongs to. With JavaScript, React Router fetches a page's data and sends
 * its forms to `<page>.data` (`/_.data` for `/`) with `index` and `_routes` parameters; after
 * signing in the user must land on the page itself, never on that data URL.
 */
export function pageUrlOf(request: Request) {
	const url = new URL(request.url)
	let pathname = url.pathname
	if (pathname.endsWith('/_.data')) pathname = pathname.slice(0, -'_.data'.length)
	else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length)
	url.searchParams.delete('index')
	url.searchParams.delete('_routes')
	const search = url.searchParams.size > 0 ? `?${url.searchParams}` : ''
	return `${pathname || '/'}${search}`
}

function clientInfo(request: Request) {
	return {
		userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
		ipAddress: request.headers.get('x-client-ip'),
	}
}

/** Creates a database session and returns the Set-Cookie header value that carries it. */
export async function createUserSession(request: Request, userId: string) {
	const session = await prisma.session.create({
		data: {
			userId,
			expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS),
			...clientInfo(request),
		},
		select: { id: true, expiresAt: true },
	})
	const cookieSession = await getCookieSession(request)
	cookieSession.set(SESSION_ID_KEY, session.id)
	return getSessionStorage().commitSession(cookieSession, { expires: session.expiresAt })
}

/** Deletes the database session (so a copied cookie stops working) and clears the cookie. */
export async function destroyUserSession(request: Request) {
	const cookieSession = await getCookieSession(request)
	const sessionId = cookieSession.get(SESSION_ID_KEY)
	if (typeof sessionId === 'string') {
		await prisma.session.deleteMany({ where: { id: sessionId } })
	}
	return getSessionStorage().destroySession(cookieSession)
}
