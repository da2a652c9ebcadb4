// The app reads configuration through the same validated reader the server uses at boot.
export { getEnv } from '../../server/env.js'
