// The app's Prometheus metrics: the same registry as the server's (see server/metrics.js).
export { metrics } from '../../server/metrics.js'
