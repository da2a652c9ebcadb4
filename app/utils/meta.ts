// Page titles come from the active language's messages, which the root loader already sends.
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

export function translatedTitle(matches: Matches, key: string): { title: string }[] {
	const root = matches.find((match) => match?.id === 'root')?.loaderData as
		{ messages?: Record<string, unknown> } | undefined
	const value = key
		.split('.')
		.reduce<unknown>(
			(node, part) =>
				node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
			root?.messages,
		)
	const page = typeof value === 'string' ? value : null
	return [{ title: page ? `${page} · Vibecast` : 'Vibecast' }]
}
