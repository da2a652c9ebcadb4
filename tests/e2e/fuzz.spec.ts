// Every route, page or API, gets malformed requests: the wrong methods, bodies that are not
// what it takes (JSON to a form, forms to JSON, empty, broken multipart, malformed and deeply
// nested JSON, lone UTF-16 surrogates), signed out and signed in. None may answer 5xx.
// Runs once (JavaScript project): it talks HTTP only.
import { expect, test, type APIRequestContext } from '@playwright/test'
import routes from '../../app/routes.ts'
import { signUpViaApi, uniqueEmail } from './utils.ts'

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }

function routePaths(entries: RouteEntry[]): string[] {
	return entries.flatMap((entry) => {
		const own = entry.index ? ['/?index'] : entry.path !== undefined ? [`/${entry.path}`] : []
		return [...own, ...routePaths(entry.children ?? [])]
	})
}

const params: Record<string, string> = { ':provider': 'google', ':id': 'no-such-generation' }
const paths = routePaths(routes as RouteEntry[]).map((path) =>
	path.replace(/:\w+/g, (param) => params[param] ?? 'x').replace('*', 'no-such-page'),
)
// Sign-out routes last, so the signed-in pass keeps its session for the others.
const signsOut = (path: string) => /logout|signout/.test(path)
const ordered = [...paths.filter((p) => !signsOut(p)), ...paths.filter(signsOut)]

const surrogates = JSON.stringify({
	email: 'lone@example.com',
	password: 'Abcdefg1x',
	firstName: 'Ana',
	name: 'Al',
	useCase: 'We write many posts every week',
	estimatedUsage: '500-1000',
	sourceContent: 'A paragraph about baking bread on Mondays.',
	brandVoice: 'Calm',
	contentGoal: 'Traffic',
	category: 'tips',
	hookType: 'pov',
	planType: 'creator_pro',
	token: '123456',
})
	.replace(/"(Ana|Al|Calm|Traffic)"/g, '"$1\\ud800"')
	.replace('Mondays.', 'Mondays \\udfff.')

const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`

const bodies: Array<{ name: string; type?: string; body: string | Buffer }> = [
	{ name: 'json object', type: 'application/json', body: '{"email":"a@example.com"}' },
	{ name: 'json array', type: 'application/json', body: '[1,2,3]' },
	{ name: 'json string', type: 'application/json', body: '"text"' },
	{ name: 'malformed json', type: 'application/json', body: '{"email": "a@' },
	{ name: 'json with lone surrogates', type: 'application/json', body: surrogates },
	{ name: 'deeply nested json', type: 'application/json', body: nested },
	{
		name: 'large json',
		type: 'application/json',
		body: JSON.stringify({ sourceContent: 'x'.repeat(900_000) }),
	},
	{ name: 'empty form', type: 'application/x-www-form-urlencoded', body: '' },
	{ name: 'empty json', type: 'application/json', body: '' },
	{ name: 'no content type', body: 'email=a%40example.com' },
	{
		name: 'bad percent escapes',
		type: 'application/x-www-form-urlencoded',
		body: 'email=%ZZ&x=%E0%A4%A',
	},
	{
		name: 'form with encoded surrogate',
		type: 'application/x-www-form-urlencoded',
		body: 'firstName=%ED%A0%80&sourceContent=%ED%A0%80',
	},
	{
		name: 'broken multipart',
		type: 'multipart/form-data; boundary=XYZ',
		body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
	},
	{ name: 'multipart without boundary', type: 'multipart/form-data', body: 'abc' },
	{ name: 'plain text', type: 'text/plain', body: 'hello' },
	{ name: 'xml', type: 'application/xml', body: '<a/>' },
	{ name: 'binary', type: 'application/octet-stream', body: Buffer.from([0xff, 0x00, 0xfe, 0x01]) },
]
const methods = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'GET', 'HEAD']

async function fuzz(request: APIRequestContext, baseURL: string) {
	const failures: string[] = []
	let count = 0
	const note = (status: number, what: string) => {
		count += 1
		if (status >= 500) failures.push(`${status} ${what}`)
	}
	const origin = new URL(baseURL).origin
	for (const path of ordered) {
		for (const { name, type, body } of bodies) {
			const response = await request.post(path, {
				headers: { origin, ...(type ? { 'content-type': type } : {}) },
				data: body,
				maxRedirects: 0,
				failOnStatusCode: false,
			})
			note(response.status(), `POST ${path} (${name})`)
		}
		for (const method of methods) {
			const response = await request.fetch(path, {
				method,
				headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
				data: method === 'GET' || method === 'HEAD' ? undefined : 'intent=delete&a=1',
				maxRedirects: 0,
				failOnStatusCode: false,
			})
			note(response.status(), `${method} ${path}`)
		}
	}
	return { failures, count }
}

test('no malformed request to any route gets a 5xx, signed out or signed in', async ({
	playwright,
	baseURL,
}) => {
	test.setTimeout(240_000)
	const signedOut = await playwright.request.newContext({ baseURL })
	const outcome = await fuzz(signedOut, baseURL!)
	const signedIn = await playwright.request.newContext({ baseURL })
	await signUpViaApi(signedIn, { email: uniqueEmail('fuzz') })
	const inside = await fuzz(signedIn, baseURL!)
	await signedOut.dispose()
	await signedIn.dispose()
	expect([...outcome.failures, ...inside.failures]).toEqual([])
	// Every route of app/routes.ts, each with every body and method, twice.
	expect(ordered.length).toBe(routePaths(routes as RouteEntry[]).length)
	expect(outcome.count + inside.count).toBe(ordered.length * (bodies.length + methods.length) * 2)
})
