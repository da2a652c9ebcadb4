import { checkHealth } from '#app/modules/ops/health.server.ts'

/** GET /resources/healthcheck: 200 when the database reads (and, where it may, writes). */
export async function loader() {
	const report = await checkHealth()
	return Response.json(report, {
		status: report.ok ? 200 : 503,
		headers: { 'Cache-Control': 'no-store' },
	})
}
