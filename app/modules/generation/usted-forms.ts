import { type SourceModel, type ModelSentence } from './source-model.ts'
import { speaksToTu } from './voice-profile.ts'

// A Spanish sentence said to "tú" ("Pela los ajos y dóralos en el aceite"), reworded for a voice
// that speaks to "usted" ("Pele los ajos y dórelos en el aceite"). The engine does not parse
// Spanish: it changes the forms it can be sure of (a command where a clause starts, a verb with
// its pronoun attached, the common second-person verbs, "tu", "te", "ti") and gives up, with
// null, when a "tú" form it cannot change is left.

// The irregular commands, and what "usted" says instead.
const IRREGULAR: Record<string, string> = {
	pon: 'ponga',
	haz: 'haga',
	ven: 'venga',
	ten: 'tenga',
	sal: 'salga',
	di: 'diga',
	ve: 'vaya',
	vete: 'váyase',
	sé: 'sea',
	oye: 'oiga',
	trae: 'traiga',
	mantén: 'mantenga',
	obtén: 'obtenga',
	detén: 'detenga',
	pide: 'pida',
	sigue: 'siga',
	consigue: 'consiga',
	elige: 'elija',
	escoge: 'escoja',
	recoge: 'recoja',
	cuece: 'cueza',
	tuerce: 'tuerza',
	da: 'dé',
}

// Common "tú" verbs that are not commands ("puedes", "tienes"), and what "usted" says.
const SECOND_PERSON: Record<string, string> = {
	eres: 'es',
	estás: 'está',
	vas: 'va',
	has: 'ha',
	das: 'da',
	ves: 've',
	sabes: 'sabe',
	puedes: 'puede',
	tienes: 'tiene',
	quieres: 'quiere',
	necesitas: 'necesita',
	debes: 'debe',
	haces: 'hace',
	dices: 'dice',
	pones: 'pone',
	vienes: 'viene',
	sigues: 'sigue',
	prefieres: 'prefiere',
	opinas: 'opina',
	piensas: 'piensa',
	crees: 'cree',
	sientes: 'siente',
	encuentras: 'encuentra',
	buscas: 'busca',
	usas: 'usa',
	gustas: 'gusta',
	consigues: 'consigue',
	empiezas: 'empieza',
	llegas: 'llega',
	dejas: 'deja',
	hayas: 'haya',
	tengas: 'tenga',
	puedas: 'pueda',
	quieras: 'quiera',
	estés: 'esté',
	vayas: 'vaya',
	seas: 'sea',
	sepas: 'sepa',
	hagas: 'haga',
	pruebes: 'pruebe',
	uses: 'use',
	dejes: 'deje',
	olvides: 'olvide',
	intentes: 'intente',
	empieces: 'empiece',
	sigas: 'siga',
	pongas: 'ponga',
	compres: 'compre',
	leas: 'lea',
	veas: 'vea',
	elijas: 'elija',
	pienses: 'piense',
	podrías: 'podría',
	deberías: 'debería',
	tendrías: 'tendría',
	harías: 'haría',
	querrías: 'querría',
	estarías: 'estaría',
	serías: 'sería',
	tú: 'usted',
	ti: 'usted',
	contigo: 'con usted',
	tu: 'su',
	tus: 'sus',
	tuyo: 'suyo',
	tuya: 'suya',
	tuyos: 'suyos',
	tuyas: 'suyas',
}

// Words that say "tú" and are left after the rewording only when it missed one.
const TU_LEFT =
	/(?<![\p{L}])(?:tú|tus?|te|ti|contigo|tuy[oa]s?|puedes|tienes|quieres|sabes|necesitas|debes|vas|haces|estás|eres|hayas|tengas|puedas|quieras|estés|vayas|(?!atrás|detrás)\p{L}{2,}rás|\p{L}+[ai]rías|(?:podr|deber|tendr|har|querr|ser|dir|sabr|pondr|saldr|vendr|ver|vender|comer|beber|leer|hacer|tener|poner)ías)(?![\p{L}])/iu

const IRREGULAR_WITH_PRONOUN =
	/^(?:pon|haz|ven|ten|sal|di|da|ve)(?:me|te|se|nos|lo|la|los|las|le|les)+$/u
const CLITICS = /(?:me|te|se|nos|lo|la|los|las|le|les)+$/u
const CLITIC_LIST = ['me', 'te', 'se', 'nos', 'lo', 'la', 'los', 'las', 'le', 'les'] as const

// What follows a command: a determiner, a pronoun or a preposition ("y pica la cebolla").
const AFTER_COMMAND =
	/^(?:el|la|los|las|lo|un|una|unos|unas|todo|toda|todos|todas|bien|con|en|a|al|del|de|por|para|tu|tus|su|sus|cada|uno|otro|otra|otros|otras|algo|esto|eso|este|esta|estos|estas|ese|esa|poco|más|menos|mucho|muy|hasta|sobre|durante|\d[\d.,/]*)$/iu

// Verbs a recipe or a guide commands with. Where a clause starts, after "y" or after a comma, a
// word of this list (or an irregular command, or a verb with its pronoun attached) is read as a
// command when what it acts on follows ("y pica la cebolla"); "y sal" is salt.
const KNOWN_COMMANDS = new Set([
	'añade',
	'agrega',
	'mezcla',
	'corta',
	'pica',
	'pela',
	'bate',
	'hornea',
	'cocina',
	'coloca',
	'retira',
	'sirve',
	'calienta',
	'incorpora',
	'remueve',
	'vierte',
	'escurre',
	'ralla',
	'sazona',
	'salpimienta',
	'unta',
	'amasa',
	'enrolla',
	'espolvorea',
	'rellena',
	'dora',
	'saltea',
	'deja',
	'tapa',
	'cubre',
	'lava',
	'echa',
	'pasa',
	'reserva',
	'usa',
	'utiliza',
	'prueba',
	'guarda',
	'lleva',
	'toma',
	'escribe',
	'lee',
	'revisa',
	'busca',
	'elige',
	'crea',
	'abre',
	'cierra',
	'comparte',
	'evita',
	'recuerda',
	'piensa',
	'empieza',
	'comienza',
	'sigue',
	'haz',
	'pon',
	'mantén',
	'forma',
	'aplana',
	'extiende',
	'divide',
	'cuece',
	'fríe',
	'sofríe',
	'precalienta',
	'engrasa',
	'decora',
	'limpia',
	'seca',
	'enfría',
	'congela',
	'calcula',
	'anota',
	'apunta',
	'compra',
	'paga',
	'ahorra',
	'invierte',
	'gasta',
	'cancela',
	'define',
	'organiza',
	'planifica',
	'pregunta',
	'llama',
	'visita',
	'aprende',
	'incluye',
	'envía',
	'mira',
	'conoce',
	'descubre',
	'imagina',
	'olvida',
	'cambia',
	'trocea',
	'aplasta',
	'agita',
	'cuela',
	'tamiza',
	'hierve',
	'fija',
	'marca',
	'sube',
	'baja',
	'quita',
	'apaga',
	'enciende',
	'descansa',
	'considera',
	'intenta',
	'procura',
	'dedica',
	'establece',
	'controla',
	'respira',
	'camina',
	'duerme',
	'bebe',
	'come',
	'escucha',
	'habla',
	'vuelve',
	'practica',
	'repite',
	'termina',
	'ordena',
])

// Commands that are nouns too ("prueba", "marca"), read as nouns before "de".
const NOUN_TOO = new Set([
	'prueba',
	'marca',
	'forma',
	'reserva',
	'baja',
	'compra',
	'llama',
	'pasa',
	'toma',
	'pica',
	'seca',
	'cuela',
	'cambia',
	'busca',
])

const ACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' }
const ACCENT: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }

function withoutAccents(word: string): string {
	return word.replace(/[áéíóú]/gu, (vowel) => ACCENTED[vowel] ?? vowel)
}

/** "pela" → "pele", "bate" → "bata", "saca" → "saque", "conoce" → "conozca"; null when unsure. */
function regularCommand(command: string): string | null {
	if (command.length < 3) return null
	if (/ca$/u.test(command)) return command.replace(/ca$/u, 'que')
	if (/ga$/u.test(command)) return command.replace(/ga$/u, 'gue')
	if (/za$/u.test(command)) return command.replace(/za$/u, 'ce')
	if (/gue$/u.test(command)) return command.replace(/gue$/u, 'ga')
	if (/ge$/u.test(command)) return command.replace(/ge$/u, 'ja')
	// "conoce" → "conozca", "reduce" → "reduzca"; "vence" → "venza".
	if (/[aeiouáéíóú]ce$/u.test(command)) return command.replace(/ce$/u, 'zca')
	if (/ce$/u.test(command)) return command.replace(/ce$/u, 'za')
	if (/uye$/u.test(command)) return command.replace(/e$/u, 'a')
	if (/a$/u.test(command)) return command.replace(/a$/u, 'e')
	if (/e$/u.test(command)) return command.replace(/e$/u, 'a')
	return null
}

/**
 * Puts the written accent on the vowel the stress falls on, counted in syllables from the end.
 * Two strong vowels ("ea" in "lealo") are two syllables; in "ie", "ua", "ai" the strong vowel
 * takes the stress, in "ui" and "iu" the second. A word that already has a stressed "í" or "ú"
 * ("envíelo", "fríalo") keeps it and takes no other.
 */
function stressed(word: string, syllableFromEnd: number): string {
	if (/[íú]/u.test(word)) return word
	const nuclei: { at: number; text: string }[] = []
	for (const group of word.matchAll(/[aeiou]+/gu)) {
		const text = group[0]
		let start = group.index ?? 0
		let current = ''
		for (let k = 0; k < text.length; k++) {
			const vowel = text[k] ?? ''
			// A strong vowel after another strong one starts a syllable of its own.
			if (current && /[aeo]/u.test(vowel) && /[aeo]/u.test(current.at(-1) ?? '')) {
				nuclei.push({ at: start, text: current })
				start += current.length
				current = ''
			}
			current += vowel
		}
		nuclei.push({ at: start, text: current })
	}
	const nucleus = nuclei[nuclei.length - syllableFromEnd]
	if (!nucleus) return word
	const strong = nucleus.text.search(/[aeo]/u)
	const offset = strong >= 0 ? strong : nucleus.text.length - 1
	const at = nucleus.at + offset
	const vowel = word[at] ?? ''
	return `${word.slice(0, at)}${ACCENT[vowel] ?? vowel}${word.slice(at + 1)}`
}

/** "melo" → ["me", "lo"]; null when the tail is not only pronouns. */
function pronounsOf(tail: string): string[] | null {
	const parts: string[] = []
	let rest = tail
	while (rest.length > 0) {
		const longest = CLITIC_LIST.filter((clitic) => rest.startsWith(clitic)).sort(
			(a, b) => b.length - a.length,
		)[0]
		if (!longest) return null
		parts.push(longest)
		rest = rest.slice(longest.length)
	}
	return parts
}

/** The word written as `like` is: capitalised when `like` has a capital ("Pela" → "Pele"). */
function inCaseOf(like: string, word: string): string {
	return like === like.toLowerCase() ? word : word.charAt(0).toUpperCase() + word.slice(1)
}

/** "dóralos" takes an accent where its pronoun is attached; "hazlo", "ponle", "dale" do not. */
function pronounAttached(lower: string): boolean {
	return (/[áéíó]/u.test(lower) && CLITICS.test(lower)) || IRREGULAR_WITH_PRONOUN.test(lower)
}

/**
 * A "tú" command, possibly with its pronouns attached ("dóralos", "lávate"), as "usted" says it
 * ("dórelos", "lávese"); null when the word is not one.
 */
function commandForUsted(word: string, known: boolean): string | null {
	const lower = word.toLowerCase()
	const recase = (text: string) => inCaseOf(word, text)
	const direct = IRREGULAR[lower]
	if (direct) return recase(direct)
	if (!pronounAttached(lower)) {
		if (!/^[a-zñáéíóú]+[ae]$/u.test(lower)) return null
		if (!known && !KNOWN_COMMANDS.has(lower)) return null
		const form = regularCommand(lower)
		return form ? recase(form) : null
	}
	// "dóralos": a command and its pronouns, with the accent that keeps the stress on the verb. An
	// "í" or "ú" between vowels ("envíalo", "fríelos") is part of the verb and stays.
	const plain = lower
		.replace(/[áéó]/gu, (vowel) => ACCENTED[vowel] ?? vowel)
		.replace(/(?<![aeo])[íú](?![aeo])/gu, (vowel) => ACCENTED[vowel] ?? vowel)
	// The shortest verb first: "pásamelo" is "pasa" + "me" + "lo", not "pasame" + "lo".
	for (let cut = 2; cut <= plain.length - 2; cut++) {
		const verb = plain.slice(0, cut)
		const pronouns = pronounsOf(plain.slice(cut))
		if (!pronouns) continue
		const usted = pronouns.map((p) => (p === 'te' ? 'se' : p))
		const irregular = IRREGULAR[verb]
		const base = irregular
			? withoutAccents(irregular)
			: /[ae]$/u.test(verb)
				? regularCommand(verb)
				: null
		if (!base) continue
		// The stress of "usted"'s form falls on its second-to-last syllable ("pele", "ponga"), and a
		// pronoun attached pushes it back, which takes a written accent ("pélelo", "póngalo").
		return recase(stressed(`${base}${usted.join('')}`, 2 + usted.length))
	}
	return null
}

// "no lo desperdicies", "no te olvides": a negative "tú" command; "no más", "no antes" are not.
const NOT_NEGATIVE_COMMAND =
	/^(?:antes|mientras|entonces|veces|meses|pues|menos|más|demás|además|todas|todos|cosas|horas|días|personas|recetas|ideas|tres|dos|seis|nueve|diez|once|doce|trece)$/u

const SUBJUNCTIVE_AFTER = /^(?:cuando|si|mientras)$/u
const PERSONAL_CLITICS = ['me', 'te', 'se', 'nos', 'le', 'les'] as const

// Third-person phrases that open like a command: "Sirve para…", "Forma parte de…".
const THIRD_PERSON_PHRASE =
	/^(?:sirve para|forma parte|sigue siendo|sigue sin|lleva (?:unos|unas|un|una|casi|m[aá]s|\d\S*)|pasa (?:lo|que|a|por)|toma (?:tiempo|su)|queda (?:bien|mejor|claro)|cocina (?:mediterr[aá]nea|casera|tradicional|espa[ñn]ola|mexicana)|incluye (?:acceso|todo))(?![\p{L}])/u
// Short irregular commands that are other words too ("sal", "sé", "da", "ve", "di").
const SHORT_IRREGULAR = /^(?:sal|sé|da|ve|di|ten|ven)$/u
const COMMAND_OBJECT = (next: string) =>
	AFTER_COMMAND.test(next) && !/^(?:que|igual|lo mismo)$/u.test(next)
// "las pasas", "unas sales": a noun after its determiner, not a verb said to "tú".
const DETERMINER =
	/^(?:el|la|los|las|un|una|unos|unas|sus|mis|tus|estas|estos|esas|esos|de|del|nuestras|nuestros)$/u
const BEFORE_INFINITIVE =
	/^(?:para|sin|de|a|al|por|puede|pueden|podrá|podría|quiero|queremos|vamos|voy|va|debe|necesita|suele|ayuda|permite|intenta|intente|trata|trate|vuelve|vuelva|acaba|acabe|empieza|empiece|espero|deseo|encanta|encantaría|gusta|gustaría|esperamos|podemos|deseamos|necesitamos|intentamos|solemos|queríamos|podríamos|quisiéramos|nos encantaría|nos gustaría)$/u

/**
 * A command said to "tú" left where a clause starts or after "y": one the lists do not know
 * ("Disfruta de su café", "Reúne a su equipo") once the rest was reworded.
 */
function stillSaysTu(result: string): boolean {
	for (const clause of result.split(/[.:;!?¡¿]+|,\s*|\s(?:y|e|o)\s/u)) {
		const first = /^\s*(\p{L}+)/u.exec(clause)?.[1]?.toLowerCase() ?? ''
		if (
			KNOWN_COMMANDS.has(first) ||
			VERB_IN_COMMAND_FORM.test(first) ||
			TU_COMMAND_LEFT.test(first)
		) {
			const next = clause.trim().split(/\s+/u)[1]?.toLowerCase() ?? ''
			const noun = NOUN_TOO.has(first) && /^(?:de|del|personal|registrada)$/u.test(next)
			if (!noun && !THIRD_PERSON_PHRASE.test(`${first} ${next}`) && AFTER_COMMAND.test(next))
				return true
		}
	}
	return false
}
// "Prioriza", "refactoriza", "simplifica": verbs made with -izar and -ificar are too many to list
// and the ending says what they are; the nouns and adjectives so ending are few.
const VERB_IN_COMMAND_FORM =
	/^(?!(?:ceniza|paliza|tiza|longaniza|caballeriza|nodriza|mestiza|melliza|postiza|rojiza|enfermiza|cobriza|plomiza|pizza|hortaliza|baliza|caliza|pelliza|carniza|lombriza|primeriza|castiza)$)(?!\p{Ll}*diza$)\p{Ll}{3,}(?:iza|ifica)$/u

// Commands often said to "tú" that the rewording does not know: left, they give it away.
const TU_COMMAND_LEFT =
	/^(?:disfruta|reúne|dime|dile|mira|imagina|atrévete|anímate|escríbeme|cuéntanos|mándanos|llámanos|visítanos|síguenos|únete|apúntate|suscríbete|descubre|conoce|aprende|aprovecha|elige|pide|consulta|reserva|compra|regálate|date|hazte|prepárate|olvídate|acuérdate)$/u

const OPENING_CLAUSE =
	/^(?:si|cuando|mientras|una|antes|después|para|aunque|como|en|al|cada|ya|tras|luego|ahora|primero)$/u

function isSpanishWord(token: string): boolean {
	return /^\p{L}+$/u.test(token)
}

/**
 * The sentence said to "usted", or null when a "tú" form would be left. A sentence with no "tú"
 * form comes back as it is.
 */
export function toUsted(text: string, options: { commands?: boolean } = {}): string | null {
	// A sentence that says "tu" or "te" speaks to "tú": its opening verb is a command too
	// ("Recuerda que nunca es tarde para tomar el control de tu dinero").
	const commands = (options.commands ?? true) || TU_LEFT.test(text)
	// Words and what is between them, alternately: even indexes are words.
	const tokens = text.split(/([^\p{L}]+)/u)
	const out = [...tokens]
	let clauseStart = true
	let opening = false
	let missed = false
	// where a verb said to "tú" was, so that the "te" before it is "se" ("te sientes" → "se siente")
	const verbAt = new Set<number>()
	let secondPerson = false
	// "Él llega, saluda y intenta algo nuevo" tells; "Añade la sal y mezcla" commands: after "y"
	// or a comma, a verb is a command only when one came before it in the sentence.
	let commanded = false
	const wordAfter = (i: number) => (tokens[i + 2] ?? '').toLowerCase()
	for (let i = 0; i < tokens.length; i += 2) {
		const token = tokens[i] ?? ''
		const before = tokens[i - 1] ?? ''
		if (/[.:;!?¡¿]/u.test(before)) {
			clauseStart = true
			commanded = false
		}
		if (!isSpanishWord(token)) continue
		const lower = token.toLowerCase()
		const recase = (word: string) => inCaseOf(token, word)
		const previous = (tokens[i - 2] ?? '').toLowerCase()
		// "Si tienes prisa, usa…": after an opening "si" or "cuando", the comma starts the main clause.
		if (opening && /,\s*$/u.test(before)) {
			clauseStart = true
			opening = false
		}
		const afterLink =
			(commanded || opening) &&
			(['y', 'e', 'luego', 'después', 'o'].includes(previous) || /,\s*$/u.test(before))
		let command: string | null = null
		if (clauseStart || afterLink) {
			// Where a clause starts, or after "y" or a comma, a command is followed by what it acts on.
			const known =
				KNOWN_COMMANDS.has(lower) ||
				VERB_IN_COMMAND_FORM.test(lower) ||
				IRREGULAR[lower] !== undefined ||
				IRREGULAR_WITH_PRONOUN.test(lower) ||
				/[áéíó]/u.test(lower)
			const attached = pronounAttached(lower)
			// "Prueba de ello es…", "Marca personal": a noun opens the sentence, not a command.
			const noun = NOUN_TOO.has(lower) && /^(?:de|del|personal|registrada)$/u.test(wordAfter(i))
			// "Sirve para…", "Forma parte de…", "Lleva unos 20 minutos": a third person says it.
			const saysIt = THIRD_PERSON_PHRASE.test(`${lower} ${wordAfter(i)}`)
			// "Sal y pimienta", "Sé que cuesta", "Da igual": a short word is a command only before
			// what it acts on.
			const shortWord = SHORT_IRREGULAR.test(lower)
			if (
				known &&
				!noun &&
				!saysIt &&
				(commands || attached) &&
				(attached ||
					(shortWord
						? COMMAND_OBJECT(wordAfter(i))
						: clauseStart || AFTER_COMMAND.test(wordAfter(i))))
			)
				command = commandForUsted(token, true)
		} else if (
			opening &&
			commands &&
			(KNOWN_COMMANDS.has(lower) || IRREGULAR[lower] !== undefined) &&
			AFTER_COMMAND.test(wordAfter(i))
		) {
			// "Cuando esté templado pon un poco de aceite": the main clause, with no comma before it.
			command = commandForUsted(token, true)
			opening = false
		} else if (/[áéíó]\p{L}*(?:lo|la|los|las|le|les|me|nos|se|te)$/u.test(lower)) {
			const verb = withoutAccents(lower).replace(CLITICS, '')
			if (KNOWN_COMMANDS.has(verb)) command = commandForUsted(token, true)
		}
		if (command) {
			out[i] = command
			commanded = true
		} else if (lower === 'no' || SUBJUNCTIVE_AFTER.test(lower)) {
			// "no lo desperdicies" → "no lo desperdicie"; "no te olvides" → "no se olvide";
			// "cuando termines" → "cuando termine". After "si" or "cuando", "los" or "las" is an
			// article ("si los tomates…"), so only a personal pronoun may come between.
			const allowed = lower === 'no' ? CLITIC_LIST : PERSONAL_CLITICS
			let j = i + 2
			const pronouns: number[] = []
			while (allowed.includes((tokens[j] ?? '').toLowerCase() as never)) {
				pronouns.push(j)
				j += 2
			}
			const verb = tokens[j] ?? ''
			if (
				/^\s+$/u.test(tokens[i + 1] ?? '') &&
				/^\p{Ll}{3,}(?:es|as)$/u.test(verb) &&
				!/(?:bles|ntes|ales|ores|ares|ivas|ivos|osas|osos)$/u.test(verb) &&
				!NOT_NEGATIVE_COMMAND.test(verb) &&
				SECOND_PERSON[verb] === undefined
			) {
				out[j] = (tokens[j] ?? '').replace(/s$/u, '')
				verbAt.add(j)
				for (const k of pronouns) if ((tokens[k] ?? '').toLowerCase() === 'te') out[k] = 'se'
				i = j
			}
		} else if (
			SECOND_PERSON[lower] !== undefined &&
			// "las pasas", "unas sales": after a determiner a word in -as/-es is a noun.
			!(DETERMINER.test(previous) && /(?:as|es)$/u.test(lower))
		) {
			out[i] = recase(SECOND_PERSON[lower] ?? lower)
			if (!['tu', 'tus', 'tú', 'ti', 'contigo'].includes(lower) && !lower.startsWith('tuy')) {
				secondPerson = true
				verbAt.add(i)
			}
		} else if (
			// "mientras trabajas, estudias o programas": the verbs listed after one said to "tú".
			((verbAt.has(i - 2) && /^,\s*$/u.test(before)) ||
				(verbAt.has(i - 4) && /^(?:y|e|o|u)$/u.test(previous))) &&
			/^\p{Ll}{3,}(?:as|es)$/u.test(lower) &&
			!(CLITIC_LIST as readonly string[]).includes(lower)
		) {
			out[i] = token.replace(/s$/u, '')
			verbAt.add(i)
		} else if (
			(previous === 'tú' || previous === 'te') &&
			/^\p{Ll}{3,}(?:as|es|ás|és)$/u.test(lower) &&
			!(CLITIC_LIST as readonly string[]).includes(lower)
		) {
			// "tú mandas" → "usted manda", "te cansas" → "se cansa": the verb after "tú" or "te".
			out[i] = token.replace(/s$/u, '')
			secondPerson = true
			verbAt.add(i)
		} else if (/^\p{L}{2,}rás$/u.test(lower) && !/^(?:atrás|detrás)$/u.test(lower)) {
			// "obtendrás" → "obtendrá"
			out[i] = token.replace(/s$/u, '')
			secondPerson = true
			verbAt.add(i)
		}
		if (clauseStart) opening = OPENING_CLAUSE.test(lower)
		// A command this could not place ("…y luego, con cuidado, pon el resto") is left as "tú".
		else if (
			commands &&
			!command &&
			// "sal", "ve", "di" are nouns and other verbs too: only the list's commands count.
			KNOWN_COMMANDS.has(lower) &&
			AFTER_COMMAND.test(wordAfter(i)) &&
			!/^(?:que|lo|se|le|la|les|los|las|me|te|nos|no|ya)$/u.test(previous)
		)
			missed = true
		clauseStart = false
	}
	// "te" says "you" to the reader: "se" when "usted" does it to themself ("te sientes" → "se
	// siente"), "le" when it is done to them ("te permite" → "le permite").
	for (let i = 0; i < out.length; i += 2) {
		const lower = (out[i] ?? '').toLowerCase()
		if (lower !== 'te' || tokens[i]?.toLowerCase() !== 'te') continue
		const reflexive = verbAt.has(i + 2)
		// "Te lo explico": before "lo", "la", "los", "las" it is "se" ("Se lo explico").
		const beforeObject = /^(?:lo|la|los|las)$/u.test((out[i + 2] ?? '').toLowerCase())
		const usted = reflexive || beforeObject ? 'se' : 'le'
		out[i] = out[i] === 'Te' ? usted.charAt(0).toUpperCase() + usted.slice(1) : usted
	}
	// "para ahorrarte" → "para ahorrarse" after a verb said to "usted", else "quiero decirte" →
	// "quiero decirle": an infinitive with "te", after a preposition or a verb ("fuerte", "suerte"
	// and "aparte" are none).
	for (let i = 2; i < out.length; i += 2) {
		const word = out[i] ?? ''
		const infinitive = /^(\p{Ll}{1,}[aeií]r)te$/u.exec(word)
		// "tenemos suerte", "la otra parte": nouns and verbs that only end like "-rte".
		if (
			!infinitive ||
			/^(?:a?parte|comparte|reparte|fuerte|suerte|muerte|inerte|\p{Ll}*ierte)$/u.test(word)
		)
			continue
		const previous = (tokens[i - 2] ?? '').toLowerCase()
		if (!verbAt.has(i - 2) && !BEFORE_INFINITIVE.test(previous)) continue
		out[i] = `${infinitive[1]}${secondPerson || verbAt.has(i - 2) ? 'se' : 'le'}`
	}
	const result = vosotrosToUstedes(out.join(''))
	if (result === null || missed || TU_LEFT.test(result) || stillSaysTu(result)) return null
	return result
}

// "¿Os apetece?", "vuestra mesa", "tenéis": readers addressed as "vosotros", which a voice that
// says "usted" says "ustedes".
// Commands too: "Reservad ya", "Venid con", "Apuntaos", "Contadnos"; "-dad" is a noun
// ("Navidad", "Ciudad"), and "Madrid" a name.
const VOSOTROS_VERB =
	/(?<![\p{L}])(?:\p{Ll}+(?:áis|éis|asteis|isteis)|sois|vosotr[oa]s|\p{L}\p{Ll}*(?:adnos|ednos|idnos))(?![\p{L}])|(?:^|[.!?¡¿]\s*)(?!Caos)\p{Lu}\p{Ll}+aos(?![\p{L}])|(?:^|[.!?¡¿]\s*|,\s+|\sy\s+)(?!\p{L}*dad\s|Madrid\s|[Rr]ed\s)\p{L}{2,}[aei]d\s+(?!de(?:l)?\s)(?=\p{Ll})/u

/**
 * "Os contamos todo" → "Les contamos todo", "os los recomendamos" → "se los recomendamos",
 * "vuestra mesa" → "su mesa"; null when a verb said to "vosotros" is left ("tenéis"), whose
 * "ustedes" form the stem alone does not give.
 */
function vosotrosToUstedes(text: string): string | null {
	// Only "os" before a verb ("os contamos", "os espera"): "Todos os dias" in a quoted Portuguese
	// title is an article.
	const said = text
		.replace(/(?<![\p{L}«“"])([Oo])s(?=\s+(?:lo|la|los|las)(?![\p{L}]))/gu, (_, o: string) =>
			o === 'O' ? 'Se' : 'se',
		)
		.replace(
			/(?<![\p{L}«“"])([Oo])s(?=\s+\p{Ll}+(?:amos|emos|imos|aremos|eremos|iremos|a|e|an|en|ará|erá|irá)(?![\p{L}]))/gu,
			(_, o: string) => (o === 'O' ? 'Les' : 'les'),
		)
		.replace(/(?<![\p{L}])([Vv])uestr[oa](s?)(?![\p{L}])/gu, (_, v: string, plural: string) =>
			v === 'V' ? `Su${plural}` : `su${plural}`,
		)
	return VOSOTROS_VERB.test(said) ? null : said
}

/**
 * The source's sentences said to "usted", for a voice that speaks so: each one that can be
 * reworded is, and marked; a speaker's words are theirs and stay as said. Plain words opening a
 * sentence are read as commands only in a text that speaks to "tú".
 */
export function modelSaidToUsted(model: SourceModel): SourceModel {
	const commands = speaksToTu(model.sentences.map((s) => s.text))
	const reworded = new Map<ModelSentence, ModelSentence>()
	const reword = (s: ModelSentence) => {
		if (s.speaker) return
		const text = toUsted(s.text, { commands })
		// The source's own words are reworded too: a recipe's steps are posted from them.
		if (text !== null && text !== s.text)
			reworded.set(s, { ...s, text, original: text, saysUsted: true })
		// "Si tenéis la oportunidad…" cannot be said to "usted", and nothing else catches it.
		else if (text === null && VOSOTROS_VERB.test(s.text))
			reworded.set(s, { ...s, standsAlone: false })
	}
	model.sentences.forEach(reword)
	// A list of headings ("Usa el verbo imperativo") holds items that are no sentence of the text.
	for (const list of model.lists)
		for (const item of list.items) if (!reworded.has(item)) reword(item)
	if (reworded.size === 0) return model
	const swap = (s: ModelSentence) => reworded.get(s) ?? s
	const title = model.title ? (toUsted(model.title, { commands: false }) ?? model.title) : null
	return {
		...model,
		title,
		sentences: model.sentences.map(swap),
		thesis: model.thesis.map(swap),
		facts: model.facts.map(swap),
		lede: model.lede ? swap(model.lede) : null,
		lists: model.lists.map((list) => ({ ...list, items: list.items.map(swap) })),
	}
}

/**
 * The model said to "usted" with what could not be reworded left out of what is spoken: a reel
 * says its lines aloud, one after another, and one line said to "tú" among lines said to "usted"
 * is heard. A speaker's words stay theirs.
 */
export function modelSpokenToUsted(model: SourceModel): SourceModel {
	const commands = speaksToTu(model.sentences.map((s) => s.text))
	const said = modelSaidToUsted(model)
	const saysTu = (s: ModelSentence) =>
		!s.saysUsted &&
		!s.speaker &&
		(TU_LEFT.test(s.text) || VOSOTROS_VERB.test(s.text) || (commands && s.instruction))
	return {
		...said,
		sentences: said.sentences.map((s) => (saysTu(s) ? { ...s, standsAlone: false } : s)),
		thesis: said.thesis.filter((s) => !saysTu(s)),
		lists: said.lists.map((list) => ({ ...list, items: list.items.filter((s) => !saysTu(s)) })),
	}
}

/** "apunta" + "te" → "apúntate", "suscriba" + "se" → "suscríbase": a command and its pronoun. */
export function withPronoun(command: string, pronoun: string): string {
	const plain = withoutAccents(command)
	if ((plain.match(/[aeiou]+/gu) ?? []).length < 2) return `${command}${pronoun}`
	return stressed(`${plain}${pronoun}`, 3)
}
