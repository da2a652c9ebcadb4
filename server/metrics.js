// Prometheus metrics (prom-client), read at GET /metrics with the METRICS_TOKEN. One registry for
// the process: the server and the app bundle (which has its own copy of this module) share it
// through globalThis.
import { createRequire } from 'node:module'

// prom-client (and the OpenTelemetry API it requires) loads when the first metric is recorded, at
// the end of the first request, not at start: about 60 ms of CPU before the server could answer
// (ADR 035). It is CommonJS, so `require` keeps this synchronous.
const require = createRequire(import.meta.url)

function createMetrics() {
	/** @type {typeof import('prom-client')} */
	const client = require('prom-client')
	const registry = new client.Registry()
	// Event-loop lag, heap by space, GC, resident memory, open handles.
	client.collectDefaultMetrics({ register: registry })
	return {
		registry,
		httpDuration: new client.Histogram({
			name: 'http_request_duration_seconds',
			help: 'Time to answer a request, by route pattern, method and status',
			labelNames: ['method', 'route', 'status'],
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
			registers: [registry],
		}),
		generationDuration: new client.Histogram({
			name: 'generation_duration_seconds',
			help: 'Time an engine took for a generation that succeeded',
			labelNames: ['engine', 'kind'],
			buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
			registers: [registry],
		}),
		generationFailures: new client.Counter({
			name: 'generation_failures_total',
			help: 'Generations that failed (the unit was given back), by engine and reason',
			labelNames: ['engine', 'kind', 'reason'],
			registers: [registry],
		}),
		quotaRefusals: new client.Counter({
			name: 'quota_refusals_total',
			help: 'Requests refused because the monthly allowance was used up',
			labelNames: ['kind'],
			registers: [registry],
		}),
		webhookEvents: new client.Counter({
			name: 'webhook_events_total',
			help: 'Payment webhooks received, by outcome',
			labelNames: ['provider', 'outcome'],
			registers: [registry],
		}),
		mailFailures: new client.Counter({
			name: 'mail_failures_total',
			help: 'Mails the transport failed to send',
			labelNames: ['transport'],
			registers: [registry],
		}),
	}
}

const KEY = Symbol.for('vibecast.metrics')

/** The process's metrics, made at the first use (by whichever copy of this module comes first). */
function shared() {
	const store = /** @type {any} */ (globalThis)
	return /** @type {ReturnType<typeof createMetrics>} */ (store[KEY] ??= createMetrics())
}

/** @type {ReturnType<typeof createMetrics>} */
export const metrics = /** @type {any} */ (
	new Proxy({}, { get: (_target, name) => Reflect.get(shared(), name) })
)
