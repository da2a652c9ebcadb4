// A local SMTP server for the browser tests: it accepts any message on 127.0.0.1 and files it
// as an .eml under `dir`, so tests read the mail the app really sent over SMTP.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/** @param {string} dir */
export async function startSmtpSink(dir) {
	fs.mkdirSync(dir, { recursive: true })
	let count = 0
	const server = new SMTPServer({
		secure: false,
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, _session, callback) {
			count += 1
			const file = path.join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`)
			// Written under a temporary name, so a reader never sees half a message.
			const partial = `${file}.part`
			const out = fs.createWriteStream(partial)
			stream.pipe(out)
			out.on('finish', () => {
				fs.renameSync(partial, file)
				callback()
			})
			out.on('error', (error) => callback(error))
		},
	})
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
	const address = server.server.address()
	if (!address || typeof address === 'string') throw new Error('The SMTP sink has no port')
	return {
		url: `smtp://127.0.0.1:${address.port}`,
		close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
	}
}
