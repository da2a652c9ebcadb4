// LiteFS on Fly.io: one primary takes writes; replicas serve reads. LiteFS writes the primary's
// hostname into `.primary` in its mount on replicas only, so that file existing means "replica".
import fs from 'node:fs'
import path from 'node:path'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// GET routes that write (sign-out link, magic link, OAuth callbacks) must run on the primary too.
const WRITING_GET_PATHS = /^\/(?:api\/logout|signin\/code\/verify|api\/auth\/[a-z]+\/callback)$/

/** @param {string | undefined} litefsDir */
export function readPrimaryInstance(litefsDir) {
	if (!litefsDir) return null
	try {
		return fs.readFileSync(path.join(litefsDir, '.primary'), 'utf8').trim() || null
	} catch {
		return null // no .primary file: this instance is the primary (or LiteFS is not in use)
	}
}

/**
 * Express middleware: on a replica, a write is answered with `fly-replay`, and Fly's proxy
 * replays it on the primary.
 * @param {{ litefsDir: string | undefined, readPrimary?: typeof readPrimaryInstance }} options
 * @returns {import('express').RequestHandler}
 */
export function replayWritesToPrimary({ litefsDir, readPrimary = readPrimaryInstance }) {
	return (req, res, next) => {
		if (!WRITE_METHODS.has(req.method) && !WRITING_GET_PATHS.test(req.path)) return next()
		const primary = readPrimary(litefsDir)
		if (!primary) return next()
		res.set('fly-replay', `instance=${primary}`)
		res.status(409).send(`Replaying to the primary instance ${primary}`)
	}
}
