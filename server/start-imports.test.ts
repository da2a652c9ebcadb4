// What a start loads (ADRs 033, 035): the modules reached from server/index.js and from the app's
// routes by static imports. The engines, the AI providers and the SDKs that only some requests
// use are loaded at their first use, with `import()`; a static import added anywhere on the way
// would bring them back into every start. This reads the sources, so it holds for the build too:
// a dynamic import is what makes Vite put a module in a chunk of its own.
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** The static, value-level imports and re-exports of one file (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
	const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
	const specifiers: string[] = []
	for (const statement of source.statements) {
		if (ts.isImportDeclaration(statement)) {
			if (statement.importClause?.isTypeOnly) continue
			specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
		} else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
			if (statement.isTypeOnly) continue
			specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
		}
	}
	return specifiers
}

const builtins = new Set(builtinModules)

/** A file of this project, a package's specifier, or null for Node's own modules and assets. */
function resolve(specifier: string, from: string): { file: string } | { pkg: string } | null {
	if (specifier.startsWith('node:') || builtins.has(specifier)) return null
	let base: string
	if (specifier.startsWith('#app/')) base = path.join(root, 'app', specifier.slice(5))
	else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
	else return { pkg: specifier }
	if (/\.(json|css)(\?.*)?$/.test(base)) return null
	for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`]) {
		if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { file: candidate }
	}
	throw new Error(`cannot resolve ${specifier} from ${path.relative(root, from)}`)
}

/** Every route module named in app/routes.ts. */
function routeFiles(): string[] {
	const config = fs.readFileSync(path.join(root, 'app', 'routes.ts'), 'utf8')
	return [...config.matchAll(/'(routes\/[^']+\.tsx?)'/g)].map((m) => path.join(root, 'app', m[1]!))
}

/** What a start reaches: for each file and package, the import chain that first reached it. */
function startGraph() {
	const entries = [
		path.join(root, 'server', 'index.js'),
		path.join(root, 'app', 'entry.server.tsx'),
		path.join(root, 'app', 'root.tsx'),
		...routeFiles(),
	]
	const via = new Map<string, string[]>()
	const queue = entries.map((file) => [file])
	for (const file of entries) via.set(file, [file])
	while (queue.length > 0) {
		const chain = queue.shift()!
		const file = chain.at(-1)!
		for (const specifier of staticImports(file)) {
			const target = resolve(specifier, file)
			if (!target) continue
			const key = 'file' in target ? target.file : `package ${target.pkg}`
			if (via.has(key)) continue
			via.set(key, [...chain, key])
			if ('file' in target) queue.push([...chain, target.file])
		}
	}
	return via
}

const loadedAtFirstUse = [
	// the built-in engines: in the engine worker, or in this thread at the first task
	'app/modules/engine/engine-tasks.ts',
	'app/modules/generation/built-in-engine.ts',
	'app/modules/generation/source-model.ts',
	'app/modules/generation/source-analysis.ts',
	'app/modules/generation/post-writer.ts',
	'app/modules/generation/platform-rules.ts',
	'app/modules/reels/built-in-reel-engine.ts',
	// the AI engines, at the first AI generation
	'app/modules/generation/ai-provider.server.ts',
	'app/modules/reels/ai-reel-provider.server.ts',
	// social sign-in's OAuth2 strategy
	'app/modules/auth/social-strategy.server.ts',
	// packages
	'package twitter-text',
	'package tinyld',
	'package openai',
	'package stripe',
	'package nodemailer',
	'package qrcode',
	'package remix-auth-totp',
	'package remix-auth-oauth2',
	// metrics: at the end of the first request (server/metrics.js)
	'package prom-client',
	// uploads: at the first upload
	'package busboy',
	'package chardet',
	'package yauzl',
	// the main entry (with its HTTP and WebSocket clients): the server uses the local-file entry,
	// @libsql/client/sqlite3
	'exactly @libsql/client',
]

/** The chain that reached `name` (a file, a package with any of its entries, or one entry). */
function reached(graph: Map<string, string[]>, name: string) {
	if (name.startsWith('exactly ')) return graph.get(`package ${name.slice(8)}`)
	if (!name.startsWith('package ')) return graph.get(path.join(root, name))
	for (const [key, chain] of graph) {
		if (key === name || key.startsWith(`${name}/`)) return chain
	}
	return undefined
}

describe('what a start loads', () => {
	const graph = startGraph()

	test('the walk finds the app (a check of the walk itself)', () => {
		expect(graph.has(path.join(root, 'app', 'routes', '_index.tsx'))).toBe(true)
		expect(graph.has(path.join(root, 'server', 'app.js'))).toBe(true)
		expect(graph.has(path.join(root, 'app', 'modules', 'engine', 'engine-pool.server.ts'))).toBe(
			true,
		)
		expect(graph.has('package express')).toBe(true)
		expect(graph.has('package react-router')).toBe(true)
		expect(graph.has('package @libsql/client/sqlite3')).toBe(true)
	})

	test.each(loadedAtFirstUse)('%s is not imported statically on the way', (name) => {
		const chain = reached(graph, name)?.map((step) =>
			step.startsWith('package ') ? step : path.relative(root, step),
		)
		expect(chain, chain?.join('\n  → ')).toBeUndefined()
	})
})
