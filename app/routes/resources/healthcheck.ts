import { prisma } from '#app/utils/db.server.ts'

export async function loader() {
	try {
		await prisma.$queryRaw`SELECT 1`
		return new Response('OK', { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		console.error('healthcheck: database did not answer', error)
		return new Response('ERROR', { status: 500, headers: { 'Cache-Control': 'no-store' } })
	}
}
