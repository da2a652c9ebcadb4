// Titles written in Title Case ("7 Mistakes First-Time Airbnb Hosts Make") turned into the
// casing of a sentence, for list intros, reel topics and a dish named inside a sentence.

// Words a title capitalises that are never names: a listicle's and a guide's own vocabulary.
const COMMON_TITLE_WORDS = new Set(
	(
		'a an the and or but of to in on for with from by at as is are be how why what when where who ' +
		'your you my our their its this that these those things thing ways way tips tip mistakes ' +
		'mistake lessons lesson reasons reason habits habit rules rule steps step signs sign ideas ' +
		'questions truths secrets myths make makes made get run do did does use stop start keep ' +
		'learned learn know need want should never always every first last best worst new old ' +
		'simple easy hard real actually guide minute minutes hour hours day days week weeks month ' +
		'months year years time times work works working people team teams money home life nobody ' +
		'everyone tell tells told about after before without into more less most one two three ' +
		'four five six seven eight nine ten'
	).split(' '),
)

/**
 * A title in Title Case, written as a sentence: "Mistakes First-Time Airbnb Hosts Make" becomes
 * "Mistakes first-time Airbnb hosts make". A word goes lower case when it is a common title word
 * or the source writes it so; it keeps its capital when the source capitalises it mid-sentence.
 * One word neither tells apart (is "Airbnb" a name?) and the title keeps its own casing.
 */
export function sentenceCased(title: string, body: string, partial = false): string {
	const words = title.split(/\s+/u)
	const long = words.filter((w) => /^\p{L}{4,}/u.test(w))
	if (long.length < 2 || long.filter((w) => /^\p{Lu}/u.test(w)).length < long.length * 0.6)
		return title
	const lowerInBody = new Set(body.match(/(?<![\p{L}])\p{Ll}[\p{L}'’]*/gu) ?? [])
	const namedInBody = new Set(
		// After a lower-case word: "with Airbnb" names a thing; "Thai Red Curry Paste" in a list
		// of ingredients is a label.
		body
			.match(/(?<=(?<![\p{L}])\p{Ll}[\p{L}'’]*[,;]?\s+)\p{Lu}[\p{L}'’]*/gu)
			?.map((w) => w.toLowerCase()) ?? [],
	)
	let unresolved = false
	const cased = words.map((word, i) =>
		word
			.split(/(?<=-)/u)
			.map((part, k) => {
				const core = /^\p{Lu}\p{Ll}*/u.exec(part)?.[0]
				if ((i === 0 && k === 0) || !core || core.length !== part.replace(/[-:,.!?]+$/u, '').length)
					return part
				const lower = core.toLowerCase()
				if (namedInBody.has(lower)) return part
				const seen =
					COMMON_TITLE_WORDS.has(lower) ||
					lower.length <= 3 ||
					lowerInBody.has(lower) ||
					[...lowerInBody].some(
						(w) => w.length >= 5 && lower.length >= 5 && w.startsWith(lower.slice(0, -1)),
					)
				if (!seen) {
					unresolved = true
					return part
				}
				return part.toLowerCase()
			})
			.join(''),
	)
	// Unknown words keep their capital; the whole title keeps its casing unless `partial`.
	if (unresolved && !partial) return title
	return cased.join(' ')
}
