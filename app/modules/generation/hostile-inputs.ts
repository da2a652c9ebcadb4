// Sources built to be hard on the engines, for their tests: long runs without sentence ends
// (every cut point a candidate), one endless word, nothing but emoji, links, code or Markdown
// debris, and right-to-left scripts. `length` is in UTF-16 units, near the forms' limits.

function repeatTo(unit: string, length: number): string {
	return unit.repeat(Math.floor(length / unit.length))
}

export function hostileSources(length: number): Record<string, string> {
	return {
		'WORD repeated': repeatTo('WORD ', length),
		'#tag repeated': repeatTo('#tag ', length),
		'@user repeated': repeatTo('@user ', length),
		'one word': 'a'.repeat(length),
		'only emoji': repeatTo('😀🚀✨👍🏽 ', length),
		'only URLs': repeatTo('https://example.com/some/path?q=1 ', length),
		'only a code block': `\`\`\`js\n${repeatTo('const x = foo(bar, baz);\n', length - 10)}\`\`\``,
		Arabic: repeatTo('هذا نص عربي طويل، يكرر الكلمات. ', length),
		Hebrew: repeatTo('זהו טקסט עברי ארוך, שחוזר על עצמו. ', length),
		'empty after Markdown': repeatTo(
			'![](https://example.com/a.png)\n\n---\n\n<!-- note -->\n\n',
			length,
		),
		'commas, no full stop': repeatTo('word, ', length),
		'dashes, no full stop': repeatTo('go — ', length),
		'open brackets': repeatTo('(alpha beta ', length),
		'one long sentence': repeatTo('The quick brown fox jumps over the lazy dog and ', length),
	}
}
