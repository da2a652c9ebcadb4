// Imported first by server/index.js. React picks its development or production build from
// NODE_ENV the first time a module imports it, and ES modules run their imports before the
// importing module's own code: the launch mode (which sets NODE_ENV) must be settled before
// any module that loads React, or `npm start` on a laptop mixes the two builds and every page
// answers 500.
import { resolveLaunch } from './launch.js'

export const launch = resolveLaunch(process.env)
