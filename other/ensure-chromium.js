// The browser tests use Debian's Chromium (Playwright's own download cannot be fetched here).
// On a fresh machine it is not installed yet: install it once, as root, through apt.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
	console.log(`${chromium} not found: installing Debian's chromium package (one time)...`)
	const sudo = process.getuid?.() === 0 ? '' : 'sudo '
	execSync(
		`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
		{
			stdio: 'inherit',
		},
	)
}
