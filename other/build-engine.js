// Builds the engine worker (ADR 029): build/engine/engine-worker.js, from vite.engine.config.ts.
// Through Vite's API rather than its command line: the command line turns on Node's compile cache
// in the system's temp folder, which a build must not leave behind.
import { build } from 'vite'

await build({ configFile: 'vite.engine.config.ts' })
