// Finds the message namespaces (top-level keys) a page can render by reading the source of its
// route module and everything it imports inside app/ (static and dynamic imports, server code
// too: actions return keys that the page renders). A key counts when a string in that code is a
// message key or the start of one (`plans.free`), or a template names its namespace
// (`plans.${id}.name`). It over-approximates, which is the safe side for a test of what a page
// ships.
import fs from 'node:fs'
import path from 'node:path'

const appDir = path.resolve(import.meta.dirname, '../..')

// Mail is written on the server in the reader's language and never rendered in a page.
const NOT_RENDERED_IN_PAGES = [/^modules\/email\//, /^modules\/billing\/english\.server\.ts$/]

function resolveImport(fromFile: string, specifier: string): string | null {
	let target: string
	if (specifier.startsWith('#app/')) target = path.join(appDir, specifier.slice(5))
	else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier)
	else return null
	for (const candidate of [
		target,
		`${target}.ts`,
		`${target}.tsx`,
		path.join(target, 'index.ts'),
	]) {
		if (/\.(tsx?|jsx?)$/.test(candidate) && fs.existsSync(candidate)) return candidate
	}
	return null
}

const importPattern =
	/(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

// A fetcher that posts to another route renders that route's answer on this page.
const actionPattern = /\baction(?:=\{?|:\s*)['"`](\/[\w/-]*)/g

function routeFiles() {
	const config = fs.readFileSync(path.join(appDir, 'routes.ts'), 'utf8')
	const files = new Map<string, string>()
	for (const m of config.matchAll(/\broute\(\s*'([^']*)',\s*'([^']+)'/g))
		files.set(`/${m[1]}`, m[2]!)
	for (const m of config.matchAll(/\bindex\(\s*'([^']+)'/g)) files.set('/', m[1]!)
	return files
}

/**
 * Every source file in app/ that `entry` reaches through imports (type-only ones left out), and
 * the route modules its fetchers post to.
 */
export function importClosure(entry: string): string[] {
	const routes = routeFiles()
	const seen = new Set<string>()
	// `answerOnly`: a route reached through a fetcher, whose page is not rendered here, only what
	// its action answers (so its components are not followed).
	const queue = [{ file: path.resolve(appDir, entry), answerOnly: false }]
	while (queue.length) {
		const { file, answerOnly } = queue.pop()!
		if (seen.has(file)) continue
		seen.add(file)
		const source = fs.readFileSync(file, 'utf8')
		for (const match of source.matchAll(importPattern)) {
			if (/^\s*;?\s*(?:import|export)\s+type\s/.test(match[0])) continue
			const target = resolveImport(file, (match[1] ?? match[2])!)
			if (!target) continue
			if (answerOnly && /\/app\/components\//.test(target)) continue
			queue.push({ file: target, answerOnly })
		}
		// Only a fetcher keeps the page: a plain form navigates to the route, which ships its own.
		if (!answerOnly && /\buseFetcher\b/.test(source))
			for (const match of source.matchAll(actionPattern)) {
				const route = routes.get(match[1]!)
				if (route) queue.push({ file: path.join(appDir, route), answerOnly: true })
			}
	}
	return [...seen].filter(
		(file) => !NOT_RENDERED_IN_PAGES.some((rule) => rule.test(path.relative(appDir, file))),
	)
}

export function flattenKeys(node: unknown, prefix = ''): string[] {
	if (typeof node === 'string') return [prefix]
	return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
		flattenKeys(value, prefix ? `${prefix}.${key}` : key),
	)
}

/** The namespaces whose keys appear in these files, given the English messages. */
export function namespacesUsedIn(files: string[], messages: Record<string, unknown>) {
	const keys = flattenKeys(messages)
	const keyOrPrefix = new Set<string>()
	for (const key of keys) {
		const parts = key.split('.')
		for (let i = 2; i <= parts.length; i++) keyOrPrefix.add(parts.slice(0, i).join('.'))
	}
	const used = new Map<string, string>()
	for (const file of files) {
		const source = fs.readFileSync(file, 'utf8')
		for (const match of source.matchAll(/['"`]([a-zA-Z]\w*(?:\.[\w-]+)+)['"`]/g)) {
			if (keyOrPrefix.has(match[1]!)) used.set(match[1]!.split('.')[0]!, file)
		}
		for (const match of source.matchAll(/`([a-zA-Z]\w*)\.(?:[\w-]+\.)*\$\{/g)) {
			if (match[1]! in messages) used.set(match[1]!, file)
		}
	}
	return used
}

/** The pages of app/routes.ts: URL pattern and route module (resource routes left out). */
export function pageRoutes(): { pattern: string; file: string }[] {
	const config = fs.readFileSync(path.join(appDir, 'routes.ts'), 'utf8')
	const routes = [
		...[...config.matchAll(/\bindex\(\s*'([^']+)'/g)].map((m) => ({ pattern: '/', file: m[1]! })),
		...[...config.matchAll(/\broute\(\s*'([^']*)',\s*'([^']+)'/g)].map((m) => ({
			pattern: `/${m[1]}`,
			file: m[2]!,
		})),
	]
	return routes.filter(({ file }) =>
		/export default function/.test(fs.readFileSync(path.join(appDir, file), 'utf8')),
	)
}

/**
 * The keys these files use, each as the path whose subtree a page must have: a whole key, a
 * prefix (`plans.free`, read as an object), or the fixed start of a template
 * (`billing.plans.${id}` → `billing.plans`). Mapped to a file that uses it.
 */
export function keysUsedIn(files: string[], messages: Record<string, unknown>) {
	const keys = flattenKeys(messages)
	const keyOrPrefix = new Set<string>()
	for (const key of keys) {
		const parts = key.split('.')
		for (let i = 1; i <= parts.length; i++) keyOrPrefix.add(parts.slice(0, i).join('.'))
		// A plural is looked up without its suffix: t('billing.usage.daysLeft', { count }).
		keyOrPrefix.add(withoutPluralSuffix(key))
	}
	const used = new Map<string, string>()
	for (const file of files) {
		const source = fs.readFileSync(file, 'utf8')
		for (const match of source.matchAll(/['"`]([a-zA-Z]\w*(?:\.[\w-]+)+)['"`]/g)) {
			if (keyOrPrefix.has(match[1]!)) used.set(match[1]!, file)
		}
		for (const match of source.matchAll(/`([a-zA-Z]\w*(?:\.[\w-]+)*)\.\$\{/g)) {
			if (keyOrPrefix.has(match[1]!)) used.set(match[1]!, file)
		}
	}
	return used
}

/** 'a.b_one' → 'a.b': i18next picks the plural form from `count`. */
export function withoutPluralSuffix(key: string) {
	return key.replace(/_(?:zero|one|two|few|many|other)$/, '')
}
