// "At PostHog, we've written job ads that have received 9,000 applicants": a post written by
// someone else's company speaks as that company. When the sentence names the company itself
// ("At X, we…"), the company can be the subject instead: "PostHog has written job ads that have
// received 9,000 applicants." Said by PostHog's own account it still reads right, so the rewrite
// only needs to know that the brand voice does not name the company as its own.

const AT_ORGANISATION =
	/^At ((?:\p{Lu}[\p{L}\p{N}.&'’-]*)(?:\s+\p{Lu}[\p{L}\p{N}.&'’-]*){0,2}),?\s+we(['’]ve|['’]re|['’]ll|['’]d|\s+have|\s+are|\s+were|\s+will|\s+can|\s+could|\s+should|\s+must|\s+would|\s+do|\s+don['’]t|\s+did|\s+didn['’]t)?\s+(\p{Ll}[\p{L}'’-]*)/u

// Verbs said of "we" in the present, as they are said of one company ("believe" → "believes").
const IRREGULAR_THIRD_PERSON: Record<string, string> = {
	have: 'has',
	do: 'does',
	go: 'goes',
	are: 'is',
	were: 'was',
}

const PRESENT_TENSE_BLOCKLIST =
	/^(?:also|all|still|always|never|often|just|only|really|now|then|both|each|too|recently|already|usually|sometimes)$/u

// Past forms are the same for a company: "we kept" → "PostHog kept".
const IRREGULAR_PAST = new Set(
	(
		'kept wrote built made got went ran took found lost won sold began brought thought bought ' +
		'spent sent left felt knew saw chose grew gave told said paid put set cut hit let met led ' +
		'held stood understood became came did had was rebuilt rewrote shut quit drew fell fought ' +
		'hung heard hid laid lent meant rode rose sought shook shot sang sat slept spoke stole ' +
		'struck swore taught tore threw woke wore'
	).split(' '),
)

function thirdPerson(verb: string): string | null {
	if (IRREGULAR_THIRD_PERSON[verb]) return IRREGULAR_THIRD_PERSON[verb]
	if (IRREGULAR_PAST.has(verb) || /ed$/u.test(verb)) return verb
	// "we'd", "we're" and the like came as auxiliaries; anything else with an apostrophe is
	// not a verb to conjugate.
	if (/['’]/u.test(verb)) return null
	if (/(?:s|sh|ch|x|z|o)$/u.test(verb)) return `${verb}es`
	if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`
	return `${verb}s`
}

const CALENDAR =
	/^(?:christmas|easter|thanksgiving|halloween|new year['’]?s?(?: eve| day)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|first|last|the|this|that|one|some|times?|night|noon|midnight|dawn|home|work|school|university|college|launch)(?:\s|$)/iu

const AUXILIARY: Record<string, string> = {
	ve: 'has',
	re: 'is',
	ll: 'will',
	d: 'would',
	have: 'has',
	are: 'is',
	were: 'was',
	will: 'will',
	can: 'can',
	could: 'could',
	should: 'should',
	must: 'must',
	would: 'would',
	do: 'does',
	"don't": "doesn't",
	'don’t': 'doesn’t',
	did: 'did',
	"didn't": "didn't",
	'didn’t': 'didn’t',
}

/**
 * The sentence with the company it names as its subject, for a brand that is not that company;
 * the sentence as it is otherwise (no "At X, we…", a verb it cannot put in the third person, or
 * a brand voice that names X).
 */
export function withOrganisationAsSubject(
	sentence: string,
	brandVoice: string,
	/** the whole source: the company is one it names more than once */
	sourceText: string,
): string {
	const match = AT_ORGANISATION.exec(sentence)
	if (!match) return sentence
	const [whole, organisation = '', rawAux, verb = ''] = match
	// "At Christmas, we closed the shop": a time, not a company.
	if (CALENDAR.test(organisation)) return sentence
	if (sourceText.split(organisation).length - 1 < 2) return sentence
	if (brandVoice.toLowerCase().includes(organisation.toLowerCase())) return sentence
	const rest = sentence.slice(whole.length)
	// "our" and "us" later in the sentence are the company's too ("its", "it").
	if (/(?<![\p{L}])(?:we|us|ourselves)(?![\p{L}])/iu.test(rest)) return sentence
	const tail = rest
		.replace(/(?<![\p{L}])our(?![\p{L}])/gu, 'its')
		.replace(/(?<![\p{L}])Our(?![\p{L}])/gu, 'Its')
	let said: string
	if (rawAux) {
		const aux = AUXILIARY[rawAux.trim().replace(/^['’]/u, '')]
		if (!aux) return sentence
		said = `${organisation} ${aux} ${verb}`
	} else {
		if (PRESENT_TENSE_BLOCKLIST.test(verb)) return sentence
		const conjugated = thirdPerson(verb)
		if (!conjugated) return sentence
		said = `${organisation} ${conjugated}`
	}
	return `${said}${tail}`
}
