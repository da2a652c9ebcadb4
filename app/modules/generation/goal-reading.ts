// A marketing goal read as a creator reads it: what the reader should do (read, subscribe, book
// a call, buy a named product, share, reply, join, apply, attend), what the offer is in the
// goal's own words ("our guide to writing outage post-mortems"), who it is for, and the link.
import { classifyGoal, type GoalKind } from './goal.ts'

export type GoalIntent = GoalKind | 'hiring' | 'event'

export type GoalReading = {
	intent: GoalIntent
	/** the goal's own words for what is offered, or null ("Drive traffic to the blog") */
	offer: string | null
	/** who the goal names as its readers ("engineering managers") */
	audience: string | null
	/** a product or service the goal names, for sales goals */
	product: string | null
	/** the URL written in the goal */
	url: string | null
	/** the post should carry a link (or its placeholder) */
	wantsLink: boolean
	/** a traffic goal that sends people to listen to or watch something */
	medium: 'listen' | 'watch' | null
	/** the leads goal is a newsletter, a call or a download */
	leadKind: 'newsletter' | 'call' | 'download' | 'signup' | null
	/** the goal asks readers for their own stories or experiences, not for an opinion */
	wantsStories: boolean
	/** a sale of something not out yet: "Get pre-orders for my picture book…" */
	preorder: boolean
}

// A link written without "https://" is still a link: "apply at studiofen.com/careers".
const URL =
	/\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+\.[^\s<>"]+|(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}-]+\.)+(?:com|co|io|dev|app|news|org|net|blog|me|ai|shop|store|tv|fm|page|site|studio|xyz|br|es|pt|mx|ar|uk|de|fr|it)(?:\.[a-z]{2})?(?:\/[^\s<>"]*)?(?![\p{L}\p{N}])/iu
const HIRING =
	/\b(?:hir(?:e|ing)|recruit|candidates?|job (?:opening|posting)s?|open roles?|apply|applicants?|talent|contratar|contrataci[oó]n|vacantes?|empleo|candidat[oa]s|vagas?|recrut|contrata[çc][aã]o)\b/iu
const EVENT =
	/\b(?:events?|webinars?|workshops?|conferences?|meetups?|summit|talks?|livestream|live stream|tickets?|attend|rsvp|evento|taller|conferencia|charla|entradas|oficina|palestra|ingressos|inscri[cç][aã]o)\b/iu
const NEWSLETTER =
	/newsletter|subscri|suscri|bolet[ií]n|assin|e-?mail list|mailing list|lista de correo/iu
const CALL =
	/\b(?:calls?|demos?|consultations?|meetings?|book(?:ing)?|appointments?|llamadas?|reuni[oó]n|cita|consultor[ií]a|liga[cç][aã]o|reuni[aã]o|agendar|agende|consultoria)\b/iu
const DOWNLOAD =
	/\b(?:download|ebook|e-book|checklist|template|whitepaper|guide|gu[ií]a|descarga|baixar|plantilla|modelo)\b/iu

// Verbs that introduce the offer: "read our guide…", "sign up for the course…".
const OFFER_VERBS =
	/(?:^|\s)(?:to\s+)?(?:read|check out|download|get|grab|try|buy|order|join|subscribe to|sign up for|sign up to|register for|book|watch|listen to|attend|apply (?:for|to)|visit|explore|discover|enroll in|enrol in|pre-?order|leer|descargar|comprar|probar|unirse a|suscribirse a|apuntarse a|registrarse en|inscribirse en|ver|escuchar|visitar|conocer|reservar|ler|baixar|experimentar|entrar (?:n)?[ao]|assinar|inscrever-se (?:n)?[ao]|ouvir|conhecer|agendar)\s+((?:(?:our|the|my|a|an|this|el|la|los|las|nuestro|nuestra|nuestros|nuestras|mi|o|a|os|as|nosso|nossa|nossos|nossas|meu|minha)\s+)?[^,.;:!?()\n]{3,80})/iu
const AUDIENCE =
	/(?:^|\s)(?:get|help|encourage|invite|convince|make)\s+((?:more\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)\s+to\s+/iu
const AUDIENCE_FOR =
	/\b(?:for|among|para|entre)\s+((?:[\p{L}-]+\s){0,3}?(?:managers|developers|engineers|founders|marketers|designers|creators|parents|students|teachers|leaders|owners|bakers|cooks|readers|teams|desarrolladores|fundadores|dise[ñn]adores|padres|estudiantes|profesores|l[ií]deres|desenvolvedores|fundadores|designers|pais|alunos|professores))\b/iu
const SENT_TO =
	/(?:^|\s)(?:to|towards?|hacia|para|a|ao|à)\s+((?:our|my|nuestro|nuestra|nuestros|nuestras|mi|nosso|nossa|nossos|nossas|meu|minha)\s+[^,.;:!?()\n]{3,60})/iu
// "Sell the product", "drive sales": a sale with nothing named to sell.
const GENERIC_OFFER =
	/^(?:the|our|my|a|an|el|la|los|las|o|a|os|as|nuestro|nuestra|nosso|nossa)?\s*(?:product|products|service|services|offer|stuff|it|them|more|producto|productos|servicio|servicios|produto|produtos|servi[cç]o|servi[cç]os|blog|website|site|web|page|p[aá]gina)s?$/iu
const PRODUCT_AFTER_SELL =
	/\b(?:sell|promote|launch|buy|sales of|orders? (?:of|for)|upgrade to|switch to|subscribe to|vender|promocionar|lanzar|comprar|ventas de|promover|lan[cç]ar|vendas de)\s+((?:(?:our|the|my|el|la|nuestro|nuestra|o|a|nosso|nossa)\s+)?[^,.;:!?()\n]{3,60})/iu

/**
 * A name the goal writes in full: "my cookbook Little Pot, Big Flavor" goes on past the comma
 * while capitalised words follow, and "mi asesoría Números antes de firmar (190 €)" runs up to
 * the bracket that closes it.
 */
function wholeName(goal: string, phrase: string): string {
	const start = goal.indexOf(phrase)
	if (start < 0) return phrase
	let end = start + phrase.length
	for (
		let more = /^,\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/u.exec(goal.slice(end));
		more;
		more = /^,\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/u.exec(goal.slice(end))
	)
		end += more[0].length
	return goal.slice(start, end)
}

function tidyPhrase(phrase: string, goal?: string): string {
	const bracket = phrase.indexOf(' (')
	// Words up to a bracket ("… (190 €)", "… (EU time zones)") are all part of the name.
	if (bracket > 0 || (goal && goal.includes(`${phrase.trim()} (`))) {
		const name = (bracket > 0 ? phrase.slice(0, bracket) : phrase).trim()
		if (/\p{Lu}/u.test(name.slice(1))) return name.replace(/[\s,;:.!?]+$/u, '')
	}
	const named = goal ? wholeName(goal, phrase.trim()) : phrase.trim()
	if (named !== phrase.trim()) return named
	return (
		phrase
			.replace(URL, '')
			// "senior product designer — apply at …": the role ends at the dash.
			.replace(/\s+[—–-]\s+.*$/u, '')
			// "sign-ups for our Studio Notes newsletter": what is offered is the newsletter.
			.replace(
				/^(?:(?:more|new)\s+)?(?:newsletter\s+)?(?:sign-?ups?|subscribers|signups|leads|readers|downloads|pre-?orders|registrations|descargas|inscri[cç][oõ]es)\s+(?:for|to|of|de|para)\s+/iu,
				'',
			)
			.replace(
				/\s+(?:and|y|e|with|con|com|by|por|before|antes|this|esta|este|next|this month|today|now|hoy|hoje|agora|ahora)\b.*$/iu,
				'',
			)
			.replace(/\s+/gu, ' ')
			.trim()
			.replace(/[\s,;:.!?]+$/u, '')
			.replace(/\s+(?:at|on|in|to|for|from|via|de|en|em|a|para|no|na|por)$/iu, '')
			.replace(/^(?:for|to|at|para|en|em)\s+/iu, '')
	)
}

// "Ledgerly subscriptions to agency owners": the audience is not part of what is sold.
const AUDIENCE_TAIL =
	/\s+(?:to|para|pra)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}(?:owners|managers|founders|developers|engineers|designers|creators|teams|businesses|agencies|dueños|fundadores|donos|criadores|empresas)\b.*$/iu

const HIRING_ROLE =
	/\b(?:hiring|hire|recruiting|recruit|contratando|contratar|buscamos|procuramos)\s+((?:a|an|two|three|several|some|more|new|our|un|una|dos|tres|um|uma|duas|três|nuevos?|novos?)\s+)*([^,.;:!?()\n]{3,70})/iu
const EVENT_NAME =
	/((?:(?:our|the|a|an|this|nuestro|nuestra|el|la|este|esta|nosso|nossa|o|a|este|esta)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:webinar|workshop|conference|meetup|summit|talk|livestream|event|taller|conferencia|charla|evento|oficina|palestra)(?:\s+(?:on|about|sobre|de)\s+[^,.;:!?()\n]{2,40})?)/iu

const RECORDING =
	/(?<![\p{L}])(?:watch|rewatch|view|listen to|mir[aá]|ver|assist[ai]r?|escuch[aá]r?|ouvir|ou[cç]a)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:talk|keynote|session|video|recording|replay|charla|palestra|grabaci[oó]n|grava[cç][aã]o|v[ií]deo)s?(?![\p{L}])/iu
const LIVE =
	/(?<![\p{L}])(?:live|register|rsvp|tickets?|spots?|seats?|en vivo|ao vivo|inscr[ií]b|inscrev|entradas|ingressos)(?![\p{L}])/iu
const PODCAST = /(?<![\p{L}])(?:podcast|spotify|apple podcasts)(?![\p{L}])/iu
const CHANNEL =
	/(?<![\p{L}])(?:youtube|twitch|tiktok|(?:my|our|the|mi|nuestro|el|meu|nosso|o) (?:[\p{L}-]+ )?(?:channel|canal))(?![\p{L}])/iu
const PODCAST_NAME =
	/((?:(?:the|our|my|el|mi|nuestro|o|meu|nosso)\s+)?podcast(?:\s+[^,.;:!?()\n]{2,50})?)/iu
const PREORDER =
	/(?<![\p{L}])(?:pre-?orders?|preventa|pre-?venta|pr[eé]-?venda|reserva antecipada)(?![\p{L}])/iu

export function readGoal(goal: string): GoalReading {
	const text = goal.replace(/\s+/gu, ' ').trim()
	const url = URL.exec(text)?.[0]?.replace(/[.,;:!?)]+$/u, '') ?? null
	const withoutUrl = text.replace(URL, ' ')
	let intent: GoalIntent = classifyGoal(withoutUrl)
	// "Watch the full talk": a recording to send people to, not an event to attend.
	const recording = RECORDING.test(withoutUrl) && !LIVE.test(withoutUrl)
	// "Get subscribers for the podcast Plata Clara on Spotify": listeners, not an email list.
	const podcast = PODCAST.test(withoutUrl) && !/newsletter|bolet[ií]n|e-?mail/iu.test(withoutUrl)
	// "More subscribers for my YouTube channel": viewers, not an email list.
	const channel = CHANNEL.test(withoutUrl) && !/newsletter|bolet[ií]n|e-?mail/iu.test(withoutUrl)
	if (HIRING.test(withoutUrl)) intent = 'hiring'
	else if (recording || ((podcast || channel) && intent === 'leads')) intent = 'traffic'
	else if (EVENT.test(withoutUrl) && intent !== 'sales') intent = 'event'

	const audienceMatch = AUDIENCE.exec(withoutUrl)?.[1] ?? AUDIENCE_FOR.exec(withoutUrl)?.[1] ?? null
	const audience =
		audienceMatch && !/^(?:people|them|it|us|more people)$/iu.test(audienceMatch)
			? audienceMatch.trim()
			: null
	// "Get engineering managers to read our guide": the offer follows the audience.
	const afterAudience = withoutUrl.replace(AUDIENCE, ' ')
	let offer: string | null = null
	const offerMatch = OFFER_VERBS.exec(afterAudience)
	if (offerMatch?.[1]) offer = tidyPhrase(offerMatch[1], withoutUrl)
	// "Get readers to our full guide at …", "Drive traffic to our pricing guide": no verb, the
	// offer is where the readers are sent.
	const sentTo = offer ? null : SENT_TO.exec(withoutUrl)?.[1]
	if (sentTo) offer = tidyPhrase(sentTo)
	if (
		offer &&
		(GENERIC_OFFER.test(offer) ||
			/^(?:more|new|m[aá]s|mais)\s/iu.test(offer) ||
			offer.split(' ').length > 12)
	)
		offer = null
	if (intent === 'hiring') {
		const role = HIRING_ROLE.exec(withoutUrl)
		const name = tidyPhrase(role?.[2] ?? '')
		// "a senior product designer": an English role keeps its article ("We're hiring a …").
		const article = /^(?:a|an)\s+$/iu.test(role?.[1] ?? '') ? (role?.[1] ?? '').trim() : null
		offer = name ? (article ? `${article} ${name}` : name) : offer
	}
	if (intent === 'event') offer = tidyPhrase(EVENT_NAME.exec(withoutUrl)?.[1] ?? '') || offer
	if (podcast && intent === 'traffic' && !offer)
		offer = tidyPhrase(PODCAST_NAME.exec(withoutUrl)?.[1] ?? '') || null
	if (
		(intent === 'engagement' || intent === 'awareness') &&
		CALL.test(withoutUrl) &&
		/book|schedule|reserv|agend/iu.test(withoutUrl)
	)
		intent = 'leads'

	let product: string | null = null
	if (intent === 'sales') {
		const sell = PRODUCT_AFTER_SELL.exec(withoutUrl)?.[1]
		const named = sell ? tidyPhrase(sell, withoutUrl).replace(AUDIENCE_TAIL, '') : null
		product = named && !GENERIC_OFFER.test(named) ? named : offer
		const quoted = /["“'‘]([^"”'’]{2,40})["”'’]/u.exec(withoutUrl)?.[1]
		if (quoted) product = quoted
		// "subscriptions" or "sign-ups" alone name nothing to buy.
		if (product && /^(?:newsletter\s+)?(?:sign-?ups?|subscribers|leads)$/iu.test(product))
			product = null
	}
	if (
		offer &&
		/^(?:newsletter\s+)?(?:sign-?ups?|subscribers|signups|leads|readers|comments|replies)$/iu.test(
			offer,
		)
	)
		offer = null
	const leadKind: GoalReading['leadKind'] =
		intent !== 'leads'
			? null
			: NEWSLETTER.test(withoutUrl)
				? 'newsletter'
				: CALL.test(withoutUrl)
					? 'call'
					: DOWNLOAD.test(withoutUrl)
						? 'download'
						: 'signup'
	const wantsLink =
		url !== null ||
		intent === 'traffic' ||
		intent === 'leads' ||
		intent === 'sales' ||
		intent === 'hiring' ||
		intent === 'event' ||
		(intent === 'community' &&
			/join|únete|participa|entre|junte|discord|slack|group|grupo/iu.test(withoutUrl))
	const medium: GoalReading['medium'] =
		intent !== 'traffic'
			? null
			: /(?<![\p{L}])(?:listen|escuch|ouvi|ouça|ouca|podcast|spotify)/iu.test(withoutUrl)
				? 'listen'
				: /(?<![\p{L}])(?:watch|mira|assist|ver el v[ií]deo|ver o v[ií]deo|youtube|channel|canal|twitch|tiktok)/iu.test(
							withoutUrl,
					  )
					? 'watch'
					: null
	const wantsStories =
		(intent === 'engagement' || intent === 'community') &&
		/(?<![\p{L}])(?:stor(?:y|ies)|experiences?|anecdotes?|historias?|experiencias?|anécdotas?|relatos?|hist[oó]rias?|experi[eê]ncias?)(?![\p{L}])/iu.test(
			withoutUrl,
		)
	const preorder = intent === 'sales' && PREORDER.test(withoutUrl)
	return {
		intent,
		offer,
		audience,
		product,
		url,
		wantsLink,
		leadKind,
		medium,
		wantsStories,
		preorder,
	}
}
