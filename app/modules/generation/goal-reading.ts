// A marketing goal read as a creator reads it: what the reader should do (read, subscribe, book
// a call, buy a named product, share, reply, join, apply, attend), what the offer is in the
// goal's own words ("our guide to writing outage post-mortems"), who it is for, and the link.
import { classifyGoal, type GoalKind } from './goal.ts'
import { withPronoun } from './usted-forms.ts'

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
	/** how people take the offer: listen, watch, or subscribe to a channel ("more subscribers") */
	medium: 'listen' | 'watch' | 'subscribe' | null
	/** the leads goal is a newsletter, a call or a download */
	leadKind: 'newsletter' | 'call' | 'download' | 'signup' | null
	/** the call is a demo of what the goal names: "Book demos of our leave management software" */
	demo: boolean
	/** readers are asked to try what the goal names: "Get developers to try Focus Mode" */
	trial: boolean
	/** the goal asks readers for their own stories or experiences, not for an opinion */
	wantsStories: boolean
	/** a sale of something not out yet: "Get pre-orders for my picture book…" */
	preorder: boolean
	/** a sale people place as an order: "Get more people to order takeout from our website" */
	order: boolean
	/** people apply to what is offered, a cohort or a program: "Get career changers to apply to…" */
	apply: boolean
	/** people come to a place: "Get people to visit the truck this weekend" */
	visit: string | null
	/** the goal grows a following on social media: "Aumentar seguidores no Instagram" */
	follow: boolean
	/** something reserved, by the goal's words: "a table for Sunday lunch", "una mesa para el domingo" */
	reserve: string | null
	/** a quote is asked for ("Receber pedidos de orçamento", "Get more quote requests") */
	quote: boolean
	/** what the quote is for, as the goal names it: "seguro viagem para mochilões" */
	quoteOf: string | null
	/** the goal's own word for the quote: "cotações", "estimates" */
	quoteWord: string | null
	/** the chat app the goal sends people to: "pelo WhatsApp" */
	via: string | null
	/** the last day, in the goal's words: "by 31 August", "hasta el 15 de mayo", "até domingo" */
	deadline: string | null
	/** what the product costs, as the goal says it: "$229", "from $89", "12,90 €" */
	price: string | null
	/** the phone number the goal gives people to call: "call 01753 682707" */
	phone: string | null
	/** readers are asked to keep the post and pass it on: "save and share my recipes" */
	saveShare: boolean
	/**
	 * The question the goal wants readers to answer, put to them: "Get freelancers to share how
	 * they decide what to say no to" asks "How do you decide what to say no to?"
	 */
	question: string | null
	/**
	 * The one thing the goal asks readers to do, in its own words, when it is not reading,
	 * buying or subscribing: "take the survey", "sign the petition", "firmar la petición".
	 */
	action: string | null
	/** the action said to "usted", when the goal's Spanish command differs: "Abra una cuenta…" */
	actionFormal: string | null
}

// A link written without "https://" is still a link: "apply at studiofen.com/careers".
const URL =
	/\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+\.[^\s<>"]+|(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}-]+\.)+(?:com|co|io|dev|app|news|org|net|blog|me|ai|shop|store|tv|fm|page|site|studio|xyz|br|es|pt|mx|ar|uk|de|fr|it)(?:\.[a-z]{2})?(?:\/[^\s<>"]*)?(?![\p{L}\p{N}])/iu
const HIRING =
	/\b(?:hir(?:e|ing)|recruit|candidates?|job (?:opening|posting)s?|open roles?|apply|applicants?|talent|contratar|contrataci[oó]n|vacantes?|empleo|candidat[oa]s|candidaturas?|postulaciones|postulantes|vagas?|recrut|contrata[çc][aã]o)\b/iu
// "Fill the 6 vacant half-plots for next season", "let our two empty stalls": places to take up.
const FILL_VACANT =
	/(?<![\p{L}])(?:fill|let|rent out|find (?:tenants|takers|holders) for)\s+(?:the\s+|our\s+)?(\d+\s+|two\s+|three\s+|four\s+|five\s+|six\s+)?(?:vacant|empty|free|available|remaining|open|spare|unlet)\s+((?:[\p{L}-]+\s+)?(?:plots|half-plots|allotments|stalls|pitches|desks|units|studios|lockers|moorings|beds))((?:\s+(?:for|at|in|on)\s+(?:[^,.;:!?()\n–—-]|-(?=\p{L})){2,40})?)/iu
// "Fill the 6 vacant half-plots – apply by 31 August": applying is for a job only when the goal
// names one.
const APPLY_NOT_JOB =
	/^(?!.*(?<![\p{L}])(?:jobs?|roles?|positions?|vacanc\p{L}*|careers?|hiring|hire|engineers?|developers?|designers?|interns?|internships?|staff|team|openings?)(?![\p{L}])).*?(?<![\p{L}])(?:apply|applicants?)(?![\p{L}])/iu
const EVENT =
	/\b(?:events?|webinars?|workshops?|conferences?|meetups?|summit|talks?|livestream|live stream|tickets?|attend|rsvp|evento|taller|conferencia|charla|entradas|oficina|palestra|ingressos|inscri[cç][aã]o)\b/iu
const NEWSLETTER =
	/newsletter|subscri|suscri|bolet[ií]n|assin|e-?mail list|mailing list|lista de correo/iu
const CALL =
	/\b(?:calls?|demos?|consultations?|consulting|consultancy|coaching|meetings?|book(?:ing)?|appointments?|llamadas?|reuni[oó]n|cita|consultor[ií]a|liga[cç][aã]o|reuni[aã]o|agendar|agende|consultoria|inquiries|enquiries|clients|quote requests|quotes?|estimate requests|estimates|contatos|contactos|or[cç]amentos?|presupuestos?|cotiza[cç](?:[aã]o|[oõ]es|i[oó]n|iones)|cota[cç](?:[aã]o|[oõ]es))\b/iu
// "Receber pedidos de orçamento pelo WhatsApp": a price is asked for, on the goal's chat app.
const QUOTE =
	/(?<![\p{L}])(?:quotes?|quote requests?|estimates?|or[cç]amentos?|presupuestos?|cotiza[cç](?:[aã]o|[oõ]es|i[oó]n|iones)|cota[cç](?:[aã]o|[oõ]es))(?![\p{L}])/iu
// "Cotações de seguro viagem para mochilões", "quotes for kitchen remodels": what is priced.
const QUOTE_OF =
	/(?<![\p{L}])(?:quotes?(?:\s+requests?)?|estimates?(?:\s+requests?)?|or[cç]amentos?|presupuestos?|cotiza[cç](?:[aã]o|[oõ]es|i[oó]n|iones)|cota[cç](?:[aã]o|[oõ]es))\s+(?:for|on|of|de|del|do|da|para)\s+((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,70})/iu

function quotedFor(goal: string): string | null {
	const named = QUOTE_OF.exec(goal.replace(CHAT_APP, ' '))?.[1]
	if (!named) return null
	const phrase = tidyPhrase(named, goal)
	// "presupuestos de clientes" counts who asks, not what is priced; a long phrase is a sentence.
	if (
		!phrase ||
		phrase.split(/\s+/u).length > 8 ||
		/^(?:(?:new|more|nuevos|m[aá]s|novos|mais)\s+)?(?:clients?|customers?|clientes|empresas|people|gente|personas|pessoas)(?![\p{L}])/iu.test(
			phrase,
		)
	)
		return null
	return phrase
}

// "apply by 31 August", "before March 31", "(plazo hasta el 15 de mayo)", "até domingo": the last
// day to act, said as the goal says it.
const MONTH_EN = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
const WEEKDAY_EN = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`
const MONTH_ES_PT = String.raw`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)`
const WEEKDAY_ES_PT = String.raw`(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?)`
const DEADLINE = new RegExp(
	[
		String.raw`(?<![\p{L}])(?:by|before|until|till|no later than)\s+(?:(?:this|next)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_EN}|${MONTH_EN}\s+\d{1,2}(?:st|nd|rd|th)?|${WEEKDAY_EN}|midnight|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)(?![\p{L}\p{N}])`,
		String.raw`(?<![\p{L}])(?:hasta|antes del?|até|antes de)\s+(?:(?:el|o)\s+)?(?:(?:dia|día)\s+)?(?:\d{1,2}\s+de\s+${MONTH_ES_PT}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:este|esta|el próximo|o próximo|a próxima)?\s*${WEEKDAY_ES_PT})(?![\p{L}\p{N}])`,
	].join('|'),
	'iu',
)

// "Sígueme en el reto #30díasdeblog y comenta tu propia historia": what is done in the comments
// or on the account itself needs no link; reading, buying or signing up somewhere does.
const SAID_HERE = new RegExp(
	String.raw`^(?=.*(?<![\p{L}])(?:coment\p{L}*|cuént\p{L}*|cuenta\s+(?:tu|su|qué|cómo|cuál)|comment|reply|responde\p{L}*|tag|etiquet\p{L}*|s[ií]g(?:ue|a)\p{L}*|follow|conte\p{L}*|marque|m[aá]nd\p{L}*)(?![\p{L}]))(?!.*(?<![\p{L}])(?:le[ea]\p{L}*|read|visit\p{L}*|descarg\p{L}*|download|compr\p{L}*|buy|inscr\p{L}*|regist\p{L}*|sign|ap[uú]nt\p{L}*|reserv\p{L}*|book|escuch\p{L}*|listen|mir[ae]\p{L}*|watch|don[ae]\p{L}*|donate|blog|web|site|link|enlace|p[aá]gina|page)(?![\p{L}]))`,
	'iu',
)

// "replay available until Friday", "en exhibición hasta el domingo": how long something lasts.
const LASTS_BEFORE =
	/(?:available|on display|on show|runs?|open to view|disponible|disponibles|dispon[ií]vel|dispon[ií]veis|en exhibici[oó]n|em cartaz|replay|grabaci[oó]n|grava[cç][aã]o)\s*$/iu

function deadlineIn(goal: string): string | null {
	const match = DEADLINE.exec(goal)
	if (!match || LASTS_BEFORE.test(goal.slice(0, match.index).trimEnd())) return null
	return match[0].replace(/\s+/gu, ' ')
}

// "encárgalo por WhatsApp", "order yours": the product the goal sells is ordered.
const ORDER_IT =
	/(?<![\p{L}])(?:enc[aá]rg(?:alo|ala|alos|alas|uelo|uela)|p[ií]d(?:elo|ela|elos|elas|alo|ala)|order (?:it|yours|now)|encomende(?:-o|-a)?|pe[cç]a (?:o seu|a sua|j[aá]))(?![\p{L}])/iu
// "($229, 1-year warranty)", "from $89", "a 12,90 €", "(R$ 49,90)", "£35/year": a price, with the
// "from" that says it is the lowest. Commas in numbers are NUMBER_COMMA while the goal is read.
// A sum of money as goals write it: "R$ 20", "$1,299", "12,90 €", "10 euros". It starts only
// where no digit or separator comes before, so a long run of "1.1.1…" is read once.
const MONEY = String.raw`(?:R\$|US\$|\$|€|£)\s?\d+(?:[.,\u201A]\d+)*|(?<![\p{N}.,\u201A])\d+(?:[.,\u201A]\d+)*\s?(?:€|euros|reais|pesos|d[oó]lares|USD|EUR)(?![\p{L}])`
const PRICE = new RegExp(
	String.raw`(?<![\p{L}\p{N}])(?:(from|desde|a partir de)\s+)?(${MONEY})(\s?\/\s?(?:year|month|week|night|a[nñ]o|mes|m[eê]s|ano|semana|noche|noite))?`,
	'iu',
)

// "envío gratis desde 30 €", "free shipping over $50": a threshold, not what the product costs.
const SHIPPING_BEFORE =
	/(?:shipping|delivery|env[ií]o|entrega|frete|portes|gastos)(?:\s+\p{L}+){0,2}\s*(?:over|above|from|on orders (?:over|above)|desde|a partir de|por encima de|acima de|de)?\s*$/iu

const PART_PRICE_BEFORE =
	/(?:payments?|installments?|instalments?|cuotas?|parcelas?|presta[cç][oõ]es|\d+\s*(?:x|por|for|para))\s*(?:of|de)?\s*$/iu

function priceIn(goal: string): string | null {
	for (const match of goal.matchAll(new RegExp(PRICE.source, 'giu'))) {
		const before = goal.slice(0, match.index ?? 0).slice(-40)
		// "3 payments of $99", "2 por 25 €": a part of the price, or a deal, is not the price.
		if (!match[2] || SHIPPING_BEFORE.test(before) || PART_PRICE_BEFORE.test(before)) continue
		return `${match[1] ? `${match[1].toLowerCase()} ` : ''}${match[2]}${match[3] ?? ''}`
	}
	return null
}

// "– call 01753 682707", "marcação pelo 808 203 232", "llámanos al 91 123 45 67": a number to
// ring, told by the word before it (a bare run of digits may be a price, a date or a code).
const PHONE =
	/(?<![\p{L}])(?:call|ring|phone|tel\.?|telephone|text|ll[aá]m\p{L}*|tel[eé]fono|marca[cç][aã]o|ligue|ligar|liga(?=\s+(?:para|pra))|telefone)(?:\s+(?:us|me|nos))?(?:\s+(?:at|on|al|a|pelo|para|pra|por|no|ao))?\s*:?\s*(\+?\(?\d[\d ().-]{5,18}\d)(?![\p{N}])/iu

function phoneIn(goal: string): string | null {
	const number = PHONE.exec(goal)?.[1]
	// "2025-2026", "12.06.2025": years and dates have the digits of a number too.
	if (!number || /^\d{4}\s?[-–]\s?\d{4}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(number))
		return null
	return (number.match(/\d/gu) ?? []).length >= 7 ? number : null
}

const CHAT_APP =
	/(?<![\p{L}])(?:on|via|through|over|by|por|pelo|pela|no|na|en|em)\s+(WhatsApp|Telegram|Messenger|Signal|DM|MD)(?![\p{L}])/iu
// "clientes para migrar sus proyectos": what the client hires the team to do, by the goal's verb
// (an infinitive, which reads after "Hablemos de" or "uma conversa sobre").
const CLIENTS_TO =
	/(?<![\p{L}])clientes\s+(?:para|pra)\s+(\p{Ll}+(?:ar|er|ir)\s+[^,.;:!?()\n]{3,60})/iu
// "Get more people to save and share my recipes", "Que guarden y compartan mis recetas".
const SAVE_SHARE =
	/(?<![\p{L}])(?:save|bookmark|share|guardar|guarden|compartir|compartan|salvar|salvem|compartilhar|compartilhem)(?:\s+(?:and|y|e|or|o|ou)\s+(?:save|share|bookmark|guardar|compartir|salvar|compartilhar|guarden|compartan|salvem|compartilhem))?\s+(?:my|our|the|these|this|mis|nuestr[oa]s|est[oa]s|meus|minhas|nossos|nossas|esses|essas)\s+(?:\p{L}+\s+)?(?:posts?|recipes?|content|tips|videos?|reels?|carousels?|guides?|recetas?|publicaciones|contenidos?|consejos|v[ií]deos?|receitas?|conte[uú]dos?|dicas|carross[eé]is)(?![\p{L}])/iu
const DOWNLOAD =
	/\b(?:download|ebook|e-book|checklist|template|whitepaper|guide|gu[ií]a|descarga|baixar|plantilla|modelo)\b/iu

// Verbs that introduce the offer: "read our guide…", "sign up for the course…".
const OFFER_VERBS =
	/(?:^|\s)(?:to\s+)?(?:read|check out|download|get|grab|try|buy|order|join|subscribe to|sign up for|sign up to|register for|book|watch|listen to|attend|apply (?:for|to)|visit|explore|discover|enroll in|enrol in|sign up (?:[\p{L}-]+\s+){1,2}?for|pre-?order|leer|descargar|comprar|probar|unirse a|suscribirse a|apuntarse a|registrarse en|inscribirse en|ver|escuchar|visitar|conocer|reservar|ler|baixar|experimentar|entrar (?:n)?[ao]|assinar|inscrever-se (?:n)?[ao]|ouvir|conhecer|agendar)\s+((?:(?:our|the|my|a|an|this|el|la|los|las|nuestro|nuestra|nuestros|nuestras|mi|o|a|os|as|nosso|nossa|nossos|nossas|meu|minha)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])|(?<=\d):(?=\d)){3,80})/iu
const AUDIENCE =
	/(?:^|\s)(?:get|help|encourage|invite|convince|make)\s+((?:more\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)\s+to\s+/iu
const AUDIENCE_FOR =
	/\b(?:for|among|para|entre)\s+((?:[\p{L}-]+\s){0,3}?(?:managers|developers|engineers|founders|marketers|designers|creators|parents|students|teachers|leaders|owners|bakers|cooks|readers|teams|desarrolladores|fundadores|dise[ñn]adores|padres|estudiantes|profesores|l[ií]deres|desenvolvedores|fundadores|designers|pais|alunos|professores))\b/iu
// "Generate leads for our engineering management consulting": the offer the leads are for.
const LEADS_FOR =
	/(?<![\p{L}])(?:leads|clients|customers|prospects|clientes|prospectos)\s+(?:for|para)\s+((?:our|my|the|nuestra|nuestro|nossa|nosso|mi|meu|minha|la|el|a|o)\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
// "Drive downloads of our free template", "Book demos of our software", "Conseguir inscripciones
// para nuestro taller": what is counted comes first, the offer after it.
const COUNTED_OF =
	/(?<![\p{L}])(?:downloads|sign-?ups|signups|registrations|demos?|trials?|bookings|enrol?lments|descargas|inscripciones|registros|demostraciones|reservas|inscri[cç][oõ]es|matr[ií]culas|demonstra[cç][oõ]es|agendamentos)\s+(of|for|to|in|de|del|para|a|al|ao|à|da|do|no|na|en)\s+((?:(?:our|my|the|nuestro|nuestra|nuestros|nuestras|mi|mis|el|la|los|las|nosso|nossa|nossos|nossas|meu|minha|o|a|os|as)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
const DEMO =
	/(?<![\p{L}])(?:demos?|demostraci[oó]n(?:es)?|demonstra[cç](?:[aã]o|[oõ]es))(?![\p{L}])/iu
// "Get developers to try Focus Mode", "Que más equipos prueben nuestra app": a trial.
const TRY =
	/(?<![\p{L}])(?:try(?:ing)?(?! (?:to|and)\b)|test[- ]drive|probar|prueben|pruebe|prueba|experimentar|experimentem|experimente|testar|testem)\s+(?!(?:to|a|an|and|de|que|para)\s)((?:[\p{L}\p{N}'’-]+\s+){0,7}[\p{L}\p{N}'’-]+)/iu
// "Promote our free mentorship program": something people sign up for, not buy or read.
const PROMOTE = /(?<![\p{L}])(?:promot(?:e|ing)|promocionar|promover|promova|divulgar)\s+/iu
const SIGNUP_NOUN =
	/(?<![\p{L}])(?:program(?:me)?s?|mentorships?|mentor[ií]as?|cohorts?|bootcamps?|betas?|waitlists?|programas?|courses?|cursos?|workshops?|classes|clases|aulas)(?![\p{L}])/iu
const SENT_TO =
	/(?:^|\s)(?:to|towards?|hacia|para|a|ao|à)\s+((?:our|my|the|nuestro|nuestra|nuestros|nuestras|mi|el|la|los|las|nosso|nossa|nossos|nossas|meu|minha|o|a|os|as)\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
// "Sell the product", "drive sales": a sale with nothing named to sell.
const GENERIC_OFFER =
	/^(?:the|our|my|a|an|el|la|los|las|o|a|os|as|nuestro|nuestra|nosso|nossa)?\s*(?:product|products|service|services|offer|stuff|it|them|more|producto|productos|servicio|servicios|produto|produtos|servi[cç]o|servi[cç]os|blog|website|site|web|(?:landing |home|product |sales )?page|homepage|p[aá]gina|(?:online )?(?:store|shop)|tienda|loja|gente)s?$/iu
const SHOP_FIRST =
	/^(?:en|on|in|at|em|na|no|through|via)\s+(?:nuestra|nuestro|our|my|mi|nossa|nosso|minha|meu|la|el|a|o|the)\s+(?:tienda(?:\s+online)?|web|p[aá]gina(?:\s+web)?|store|shop|online store|website|site|loja(?:\s+online|\s+virtual)?)\s+/iu
const SHOP_LAST =
	/\s+(?:en|on|in|at|em|na|no|through|via|from)\s+(?:(?:nuestra|nuestro|our|my|mi|nossa|nosso|minha|meu|la|el|a|o|the)\s+)?(?:tienda(?:\s+online)?|web|p[aá]gina(?:\s+web)?|store|shop|online store|online shop|website|site|loja(?:\s+online|\s+virtual)?)$/iu
const PRODUCT_AFTER_SELL =
	/\b(?:sell|promote|launch|buy|sales of|orders? (?:of|for)|upgrade to|switch to|subscribe to|vender|promocionar|lanzar|comprar|ventas de|promover|lan[cç]ar|vendas de)\s+((?:(?:our|the|my|el|la|nuestro|nuestra|o|a|nosso|nossa)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu

// "Get developers to switch from Postman to Insomnia": the product switched to is tried.
const SWITCH_TO =
	/(?<![\p{L}])(?:switch(?:ing)?|mov(?:e|ing)|migrat(?:e|ing)|cambiar(?:se)?|c[aá]mbiate|p[aá]sate|pasarse|migrar|mudar|trocar)\s+(?:from\s+[^,.;:!?()\n]{2,40}?\s+)?(?:to|a|para)\s+(\p{Lu}[\p{L}\p{N}.+#'’-]*(?:\s+\p{Lu}[\p{L}\p{N}.+#'’-]*){0,3})/u
// "Que más gente se suscriba a mi canal": people subscribe, by the verb as well as the noun.
const SUBSCRIBE_VERB =
	/(?<![\p{L}])(?:subscribe|suscrib\p{L}*|suscriba\p{L}*|inscrev\p{L}*|assin(?:e|em|ar)(?![\p{L}]))/iu
// "Get donations on my Ko-fi page to keep the app free": readers are asked to support the work.
const DONATION =
	/(?<![\p{L}])(?:donations?|donate|sponsors?(?!\s+(?:a|an|the|our|my)\s)|sponsorships?|patrons|backers|donativos?|donaciones|donar|doa[cç](?:[aã]o|[oõ]es)|doar|contribui[cç](?:[aã]o|[oõ]es))(?![\p{L}])/iu
const DONATION_PLATFORM =
	/(?<![\p{L}])(Ko-?fi|Patreon|Buy Me a Coffee|GitHub Sponsors|Open Collective|Liberapay|apoia\.se|Catarse)(?![\p{L}])/iu
// "Que la gente pida tortillas por WhatsApp": an order, in Spanish.
const ORDER_VERB_ES =
	/(?<![\p{L}])(?:pida|pidan|pedir|encargue|encarguen|encargar)\s+(?!(?:de|a|que|por|para)\s|(?:cita|citas|hora|turno|informaci[oó]n|presupuesto|presupuestos)(?![\p{L}]))((?:(?:nuestr[oa]s?|mis?|sus?|l[oa]s?|el|un[oa]?s?)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
// "Start a conversation in the comments about what running a business taught you".
const CONVERSATION_ABOUT =
	/(?<![\p{L}])(?:conversation|discussion|debate|talk|chat)s?\s+(?:in the comments\s+)?(?:about|on)\s+(what|how|why|which|where|when)\s+(.{3,90})$/iu

// "Get writers to start a free newsletter on our platform": readers start their own, on the
// brand's product; they do not subscribe to one.
const START_OWN =
	/(?<![\p{L}])(?:start|create|launch|open|build)\s+((?:a|an|their|your)\s+(?:free\s+|own\s+|first\s+)?(?:newsletter|blog|podcast|online store|store|shop|website|site|channel|course)(?:\s+(?:on|with|using)\s+(?:our|the)\s+[^,.;:!?()\n]{2,40})?)/iu

// "Get every Scala.js user to upgrade to 1.10.0": readers are asked to move to a release.
const UPGRADE_TO =
	/(?<![\p{L}])(?:upgrade|update)\s+to\s+((?:(?:the\s+)?(?:latest|new(?:est)?)\s+)?(?:[^,.;:!?()\n\s]|\.(?=[\p{L}\p{N}]))+(?:\s+(?:[^,.;:!?()\n\s]|\.(?=[\p{L}\p{N}]))+){0,3})/iu
// "Get conference organizers to book me as a speaker": a talk is booked, not a seat at an event.
const SPEAKER_BOOKING =
	/(?<![\p{L}])(?:(?:book|invite|hire)\s+(?:me|us)\s+(?:as\s+(?:a\s+)?|for\s+(?:a\s+)?|to\s+)(?:speaker|keynote|talk|speak|keynote speaker)s?|speaking\s+(?:gigs|engagements|invitations|slots)|(?:contratarme|inv[ií]tenme|invitarme|me\s+inviten)\s+(?:como|a)\s+(?:ponente|conferenciante|speaker|dar\s+charlas)|(?:me\s+convidem|me\s+convidar|me\s+contratem|me\s+contratar)\s+(?:como|para)\s+(?:palestrante|speaker|palestras?|dar\s+palestras))(?![\p{L}])/iu
// "Get developers to submit a talk proposal before our CFP closes": a call for proposals; the
// reader sends a talk in, nothing is attended yet.
const PROPOSAL_SUBMISSION =
	/(?<![\p{L}])((?:submit|send(?: in)?|pitch|propose)\s+(?:a|an|your|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:talks?|sessions?|papers?|proposals?|abstracts?|workshops?|lightning talks?)(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){0,60})/iu
// "Que descarguen nuestra app de podcasts", "Que baixem nosso app": an app is downloaded.
const APP_DOWNLOAD =
	/(?<![\p{L}])(?:descarguen|descargue|descargar|desc[aá]rgate|instalen|instale|instalar|baixem|baixe|baixar|instalem|downloads?(?:\s+of)?|installs?(?:\s+of)?)\s+((?:nuestra|nuestro|la|el|mi|nossa|nosso|o|a|meu|minha|our|the|my)\s+(?:app|aplicaci[oó]n|aplicativo)(?:\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){2,40})?)/iu
// "free for 30 days", "gratis": the terms of a trial, not the name of what is tried.
const TRIAL_TERMS =
	/\s+(?:(?:(?:for\s+)?free|gr[aá]tis|gratis|gratuitamente)(?:\s+(?:for|por|durante)\s+\d+\s+\p{L}+)?|(?:for|por|durante)\s+\d+\s+(?:days|weeks|months|d[ií]as|semanas|meses))$/iu
// "Try our conference app", "our event platform": a product for events is not an event.
const EVENT_PRODUCT =
	/(?<![\p{L}])(?:events?|conferences?|webinars?|meetups?|workshops?|eventos?|conferencias?)\s+(?:app|apps|platform|software|tool|tools|management|ticketing|plataforma|aplicaci[oó]n|aplicativo|herramienta|ferramenta)(?![\p{L}])/iu

const GIFT_FOR = new RegExp(
	String.raw`(?<![\p{L}])(?:donaciones|donativos|doa[cç][oõ]es)(\s+(?:mensais|mensuales|mensuais))?(?:\s+de\s+(${MONEY}))?(\s+(?:al|por)\s+m[eê]s)?\s+para\s+(?!(?:mi|mis|nuestr[oa]s?|meu|minha|nosso|nossa|el|la|o|a)\s)(\p{Ll}+r\s+[^,.;:!?()\n]{3,60})`,
	'iu',
)
const GIFT_TO_EN = new RegExp(
	String.raw`(?<![\p{L}])(monthly\s+)?donations?\s+(?:of\s+(${MONEY})(?:\s+a\s+month)?\s+)?to\s+((?:keep|help|fund|cover|pay for|support|run)\s+[^,.;:!?()\n]{3,60})`,
	'iu',
)

/** "Support my work on Ko-fi": the goal's platform, said in the goal's language and person. */
function donationAction(goal: string): string {
	const platform = DONATION_PLATFORM.exec(goal)?.[1]
	const mine = /(?<![\p{L}])(?:my|mi|mis|meu|minha|me)(?![\p{L}])/iu.test(goal)
	// Portuguese first: "para que o projeto continue" has the "que" a Spanish goal has too.
	// "Conseguir donaciones para completar 500 cenas navideñas más": what the money does. "Doações
	// mensais de R$ 20 para manter nosso podcast no ar": the sum asked, and how often, too.
	const gift = GIFT_FOR.exec(goal)
	const purpose = gift?.[4]?.trim()
	if (gift && purpose) {
		const portuguese = /doa[cç][oõ]es/iu.test(goal)
		const sum = gift[2] ? ` ${gift[2]}` : ''
		const monthly = Boolean(gift[1] || gift[3])
		// "Doe R$ 20 por mês", but "Doe todo mês" with no sum.
		const often = !monthly
			? ''
			: sum
				? portuguese
					? ' por mês'
					: ' al mes'
				: portuguese
					? ' todo mês'
					: ' cada mes'
		return `${portuguese ? 'Doe' : 'Dona'}${sum}${often} para ${purpose}`
	}
	// "Monthly donations of $5 to keep the podcast ad-free": the sum, how often, what it keeps.
	const given = platform ? null : GIFT_TO_EN.exec(goal)
	if (given?.[3])
		return given[2]
			? `Give ${given[2]}${given[1] ? ' a month' : ''} to ${given[3].trim()}`
			: `Donate${given[1] ? ' monthly' : ''} to ${given[3].trim()}`
	if (/(?<![\p{L}])(?:doa[cç]\p{L}*|doar|apoi\p{L}*|contribui[cç]\p{L}*)(?![\p{L}])/iu.test(goal))
		return `Apoie ${mine ? 'meu' : 'nosso'} trabalho${platform ? ` no ${platform}` : ''}`
	if (/(?<![\p{L}])(?:donaciones|donativos?|donar|apoy\p{L}*|que)(?![\p{L}])/iu.test(goal))
		return `Apoya ${mine ? 'mi' : 'nuestro'} trabajo${platform ? ` en ${platform}` : ''}`
	// "Raise donations for myeloma research at the MMRF": the cause the goal names is given to.
	const cause = platform
		? undefined
		: /(?<![\p{L}])(?:donations?|donate)\s+(?:for|to)\s+(?!(?:my|our|me|us|keep)(?![\p{L}]))([^,.;:!?()\n]{3,60})/iu.exec(
				goal,
			)?.[1]
	if (cause) return `Donate to ${cause.trim()}`
	// "Get donations for our fund that pays for live captioning at meetups": what the fund pays for
	// says why to give.
	const fund =
		/(?<![\p{L}])(our|my)\s+((?:[\p{L}-]+\s+){0,3}(?:fund|campaign|appeal|scholarship|grant|program(?:me)?|cause|project))(?:\s+(?:that|which)\s+(?:pays for|funds|supports|provides|covers|brings)\s+([^,.;:!?()\n]{3,70}))?(?![\p{L}])/iu.exec(
			goal,
		)
	if (fund?.[1] && fund[2])
		return `Donate to ${fund[1].toLowerCase()} ${fund[2]}${fund[3] ? ` for ${fund[3].trim()}` : ''}`
	// "Get more sponsors on GitHub Sponsors for Spliit": the project the goal names is supported.
	const project =
		/(?<![\p{L}])for\s+(\p{Lu}[\p{L}\p{N}.+#'’-]*\p{Ll}[\p{L}\p{N}.+#'’-]*(?:\s+\p{Lu}[\p{L}\p{N}.+#'’-]*){0,2})\s*$/u.exec(
			goal.trim(),
		)?.[1]
	if (project) return `Support ${project}${platform ? ` on ${platform}` : ''}`
	return `Support ${mine ? 'my' : 'our'} work${platform ? ` on ${platform}` : ''}`
}

// "Que (la gente | más clientes | os leitores)? <verbo> <lo que sea>": a Spanish or Portuguese
// goal that asks readers to do something, in the subjunctive plural.
const SUBJUNCTIVE_GOAL =
	/^que\s+(?!a\s+gente\s)(?:(?:la|a|as|os|los|las|más|mas|mais|nuestros|nuestras|nossos|nossas|mis|meus|minhas)\s+)?(?:(?:gente|pessoas|personas|clientes|usuarios|usuários|lectores|leitores|seguidores|visitantes|oyentes|ouvintes|alunos|alumnos|estudiantes|estudantes|vecinos|vecinas|familias|socios|miembros|ciudadanos|pacientes|vizinhos|moradores|famílias|sócios|membros|cidadãos)\s+|(?<=(?:los|las|os|as|nuestros|nuestras|nossos|nossas|mis|meus|minhas)\s)(?:\p{Ll}{2,}(?:antes|entes|intes|ores|oras|istas|anos|anas|eros|eras|ados|adas|idos|idas|ários|árias|arios|arias)|mães|madres|padres|pais|niños|niñas|hijos|filhos|jóvenes|jovens|fans|amigos|amigas|donantes|doadores)\s+)?(?:(se|me|nos)\s+)?(\p{Ll}{2,}(?:en|an|em|am))\s+((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,120})$/iu
const PEOPLE_SINGULAR_GOAL =
	/^que\s+(?:(?:la|más|mas|mais)\s+)?gente\s+(\p{Ll}{3,}[ae])\s+((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,120})$/iu
const PORTUGUESE_GOAL =
	/(?<![\p{L}])(?:mais|nosso|nossa|nossos|nossas|meu|minha|você|pelo|pela|nas|nos|das|dos|na|no|em|com)(?![\p{L}])/iu
// Spanish verbs whose command is not the subjunctive's stem: "hagan" is "haz", "sigan" "sigue".
const ES_COMMAND: Record<string, string> = {
	hagan: 'haz',
	pongan: 'pon',
	vengan: 'ven',
	tengan: 'ten',
	salgan: 'sal',
	digan: 'di',
	vayan: 've',
	sepan: 'sabe',
	sigan: 'sigue',
	elijan: 'elige',
	pidan: 'pide',
	sirvan: 'sirve',
	traigan: 'trae',
	oigan: 'oye',
	conozcan: 'conoce',
	vean: 'mira',
	sean: 'sé',
	den: 'da',
	estén: 'está',
}

// A second verb in the same request: "y se inscriban", "y me cuente" (with "gente", singular; a
// pronoun first, so "y casa" is no verb).
const CHAINED_PLURAL =
	/((?:^|\s)(?:y|e)\s+)(?:(se|me|nos|lo|la|los|las|le|les)\s+)?(\p{Ll}{3,}(?:en|an|em|am))(?=\s|$)/gu
const CHAINED_SINGULAR =
	/((?:^|\s)(?:y|e)\s+)(se|me|nos|lo|la|los|las|le|les)\s+(\p{Ll}{3,}[ae])(?=\s|$)/gu
// A verb of the chain still said to "them" ("y se la ponga"): the request is not reworded at all.
const CHAIN_LEFT =
	/(?:^|\s)(?:y|e)\s+(?:(?:se|me|nos|te|lo|la|los|las|le|les)\s+)+\p{Ll}{3,}(?:en|an|em|am|[ae])(?=\s|$)/u

/** A subjunctive plural ("abran", "se apunten", "me contraten") said as a command, tú and usted. */
function commandsOf(
	verb: string,
	pronoun: string | undefined,
	portuguese: boolean,
): { informal: string; formal: string } {
	if (portuguese) {
		// "abram", "baixem", "assinem": the command to "você" is the subjunctive singular. Portuguese
		// puts "se" after the command ("Inscreva-se") and "me" before it ("Me contrate").
		const command = verb.slice(0, -1)
		const said = !pronoun ? command : pronoun === 'se' ? `${command}-se` : `${pronoun} ${command}`
		return { informal: said, formal: said }
	}
	const command =
		ES_COMMAND[verb] ??
		(verb.endsWith('en')
			? // An -ar verb: "compren" → "compra", "descarguen" → "descarga", "busquen" → "busca",
				// "empiecen" → "empieza".
				verb
					.slice(0, -2)
					.replace(/(?:gu|qu|c)$/u, (end) => ({ gu: 'g', qu: 'c', c: 'z' })[end] ?? end)
					.concat('a')
			: // An -er or -ir verb: "abran" → "abre", "escriban" → "escribe".
				verb.slice(0, -2).replace(/zc$/u, 'c').replace(/j$/u, 'g').concat('e'))
	// "abran" → "abra", "compren" → "compre": the command to "usted" is the subjunctive singular.
	const formalVerb = verb.slice(0, -1)
	return {
		informal: pronoun ? withPronoun(command, pronoun === 'se' ? 'te' : pronoun) : command,
		formal: pronoun ? withPronoun(formalVerb, pronoun) : formalVerb,
	}
}

/**
 * "Que abran una cuenta de ahorro con nosotros" → "Abre una cuenta de ahorro con nosotros", and
 * to "usted" "Abra una cuenta de ahorro con nosotros" (the subjunctive itself).
 */
function subjunctiveAction(goal: string): { informal: string; formal: string } | null {
	const said = goal.trim().replace(/[.!]+$/u, '')
	// "Que más gente compre nuestro café": "gente" takes the singular, "compre" → "compra".
	const singular = PEOPLE_SINGULAR_GOAL.exec(said)
	const match = singular ?? SUBJUNCTIVE_GOAL.exec(said)
	const verb = singular?.[1]
		? `${singular[1].toLowerCase()}${PORTUGUESE_GOAL.test(said) ? 'm' : 'n'}`
		: match?.[2]?.toLowerCase()
	const rest = (singular ? singular[2] : match?.[3])?.trim()
	// "Que se apunten a nuestro retiro": the reader signs themself up, "Apúntate", "Apúntese";
	// "que me contraten": "Contrátame", "Contráteme".
	const pronoun = singular ? undefined : match?.[1]?.toLowerCase()
	if (!verb || !rest) return null
	// "que se suscriban", "que nos sigan": handled, or not a command to the reader.
	if (/^(?:se|nos|me|le|les|lo|la)$/u.test(verb)) return null
	// "Que más gente joven compre…": the word after the people is what they are, not the verb.
	if (/^(?:joven|j[oó]venes|local|locales|nuevos?|nuevas?|novos?|novas?|jovens)$/u.test(verb))
		return null
	// Comments and replies are asked for by a question, not a link.
	if (
		/^(?:coment|compart|cuent|contem$|opin|respond|diga|dig|particip|interact|reaccion|reag)/u.test(
			verb,
		)
	)
		return null
	const portuguese = /(?:em|am)$/u.test(verb)
	const first = commandsOf(verb, pronoun, portuguese)
	// "… y me cuente qué tal", "… y se inscriban en los talleres": each verb of the chain is said
	// to the reader, not only the first.
	const chained = (text: string, register: 'informal' | 'formal') =>
		text.replace(
			singular ? CHAINED_SINGULAR : CHAINED_PLURAL,
			(whole, joining: string, clitic: string | undefined, next: string) => {
				const nextVerb = singular
					? `${next.toLowerCase()}${portuguese ? 'm' : 'n'}`
					: next.toLowerCase()
				if (portuguese !== /(?:em|am)$/u.test(nextVerb)) return whole
				const said = commandsOf(nextVerb, clitic?.toLowerCase(), portuguese)[register]
				// "y" before an "i" sound is "e": "… e inscríbete".
				const and = !portuguese && /^h?i(?!e)/iu.test(said) ? joining.replace(/y/u, 'e') : joining
				return `${and}${said}`
			},
		)
	const object = rest
		.replace(/(?<![\p{L}])sus(?![\p{L}])/giu, portuguese ? 'suas' : 'tus')
		.replace(/(?<![\p{L}])su(?![\p{L}])/giu, portuguese ? 'sua' : 'tu')
	const formalObject = rest
		.replace(/(?<![\p{L}])tus(?![\p{L}])/giu, 'sus')
		.replace(/(?<![\p{L}])tu(?![\p{L}])/giu, 'su')
	const formal = `${first.formal} ${chained(portuguese ? object : formalObject, 'formal')}`
	const informal = `${first.informal} ${chained(object, 'informal')}`
	if (CHAIN_LEFT.test(informal.slice(first.informal.length))) return null
	return { informal: capitalised(informal), formal: capitalised(formal) }
}

// "Seguir o perfil e marcar um amigo nos comentários": a goal written as what readers do, in the
// infinitive; said to the reader, each verb of the chain becomes a command.
// Spanish as [tú, usted]; Portuguese speaks to "você" either way.
const INFINITIVE_COMMAND: Record<string, { es?: [string, string]; pt?: string }> = {
	seguir: { es: ['sigue', 'siga'], pt: 'siga' },
	marcar: { es: ['marca', 'marque'], pt: 'marque' },
	etiquetar: { es: ['etiqueta', 'etiquete'] },
	mencionar: { es: ['menciona', 'mencione'], pt: 'mencione' },
	comentar: { es: ['comenta', 'comente'], pt: 'comente' },
	compartir: { es: ['comparte', 'comparta'] },
	compartilhar: { pt: 'compartilhe' },
	curtir: { pt: 'curta' },
	guardar: { es: ['guarda', 'guarde'] },
	salvar: { pt: 'salve' },
	participar: { es: ['participa', 'participe'], pt: 'participe' },
	activar: { es: ['activa', 'active'] },
	ativar: { pt: 'ative' },
	dejar: { es: ['deja', 'deje'] },
	deixar: { pt: 'deixe' },
}
// Words in -r after "y" that are no infinitive ("y mejor", "y por").
const NOT_AN_INFINITIVE =
	/^(?:mejor|peor|mayor|menor|melhor|pior|maior|menor|superior|inferior|interior|exterior|anterior|posterior|por|sobre|amor|valor|lugar|mar|bar|par|hogar|favor|autor|color|sabor|dolor|calor|señor|senhor|flor|ver)$/iu
const INFINITIVE_GOAL =
	/^(seguir|marcar|etiquetar|mencionar|comentar|compartir|compartilhar|curtir|guardar|salvar|activar|ativar)\s+\S/iu

/**
 * "Seguir o perfil e marcar um amigo nos comentários para participar do sorteio" → "Siga o perfil e
 * marque um amigo nos comentários para participar do sorteio"; null for any other goal.
 */
function infinitiveAction(goal: string): { informal: string; formal: string } | null {
	const said = goal.trim().replace(/[.!]+$/u, '')
	if (!INFINITIVE_GOAL.test(said)) return null
	const language = PORTUGUESE_GOAL.test(said) || /(?:ã|õ|ç)/u.test(said) ? 'pt' : 'es'
	let failed = false
	// The first verb, and each one joined to it by "e" / "y" ("…e marcar um amigo"); a verb the
	// table does not know would be left in the infinitive, so the goal is not said this way.
	const turn = (register: 0 | 1) =>
		said.replace(/(^|\s(?:e|y)\s)(\p{L}+r)(?=\s)/giu, (whole, joint: string, verb: string) => {
			const forms = INFINITIVE_COMMAND[verb.toLowerCase()]
			const command = language === 'pt' ? forms?.pt : forms?.es?.[register]
			if (!command) {
				if (joint === '' || (verb.length >= 5 && !NOT_AN_INFINITIVE.test(verb))) failed = true
				return whole
			}
			return `${joint}${command}`
		})
	const informal = capitalised(turn(0))
	const formal = capitalised(turn(1))
		.replace(/(?<![\p{L}])tus(?![\p{L}])/giu, 'sus')
		.replace(/(?<![\p{L}])tu(?![\p{L}])/giu, 'su')
	return failed ? null : { informal, formal }
}

// "Voluntarios para la recogida de alimentos", "Reservations for our Thanksgiving dinner",
// "Conseguir voluntários para o mutirão": a goal written as what it counts, with what for.
const COUNTED_REQUEST =
	/^(?:(?:get|find|recruit|attract|more|conseguir|buscar|encontrar|captar|sumar|atraer|obter|atrair|recrutar|m[aá]s|mais)\s+)?(?:(?:more|new|m[aá]s|mais|nuev[oa]s|nov[oa]s)\s+)?(volunteers|voluntari[oa]s|volunt[aá]ri[oa]s|reservations|bookings|reservas|reservaciones)\s+(for|at|to|on|of|para|pra|en|de|del|do|da|no|na|em|ao|à|al)\s+((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,80})$/iu
// A place booked whole, named with its article: "the Riverside Community Center hall".
const BOOKED_PLACE =
	/^(?:the|our|el|la|nuestr[oa]|o|a|noss[oa])\s+(?:[\p{L}\p{N}&'’-]+\s+){0,5}?(?:hall|venue|space|room|auditorium|terrace|studio|sala|sal[oó]n|espacio|auditorio|terraza|sal[aã]o|espa[cç]o|audit[oó]rio|terra[cç]o)(?![\p{L}])/iu
// What is booked by itself: "Reservas de mesa para el domingo" books "una mesa".
const RESERVED_NOUN =
	/^(?:mesas?|tables?|habitaci[oó]n(?:es)?|rooms?|quartos?|citas?|appointments?|seats?|plazas?|lugares|lugar)(?![\p{L}])/iu

type CountedRequest =
	| { kind: 'volunteer'; informal: string; formal: string; about: string }
	| { kind: 'reserve'; reserve: string }

/**
 * What a goal written as its count asks readers to do: volunteers sign up to help ("Apúntate
 * como voluntario para la recogida de alimentos del sábado"), reservations are made ("Reserve
 * una plaza para la cena maridaje del 29 de abril"). Null for any other goal.
 */
function countedRequest(goal: string): CountedRequest | null {
	// "(weekday rates from $150)": the terms are the link's, not what is booked.
	const match = COUNTED_REQUEST.exec(
		goal
			.trim()
			.replace(/[.!]+$/u, '')
			.replace(/\s*\([^()]*\)$/u, ''),
	)
	if (!match?.[1] || !match[2] || !match[3]) return null
	const counted = match[1].toLowerCase()
	const rest = match[3].trim()
	const english = /^(?:volunteers|reservations|bookings)$/u.test(counted)
	// "voluntários" and "o jantar" are Portuguese; "voluntarios" and "la cena" Spanish.
	const portuguese =
		/[áãõç]/u.test(counted) ||
		/[ãõç]/u.test(goal) ||
		PORTUGUESE_GOAL.test(goal) ||
		/^(?:o|a|os|as|nosso|nossa|nossos|nossas)\s/iu.test(rest) ||
		/\s(?:o|os|do|da|dos|das|no|na|nos|nas|ao|à|um|uma)\s/iu.test(` ${rest} `)
	if (counted.startsWith('volunt')) {
		const preposition = match[2].toLowerCase()
		if (english) {
			const action = `Volunteer ${preposition} ${rest}`
			return { kind: 'volunteer', informal: action, formal: action, about: rest }
		}
		if (portuguese) {
			const action = `Inscreva-se como voluntário ${preposition} ${rest}`
			return { kind: 'volunteer', informal: action, formal: action, about: rest }
		}
		return {
			kind: 'volunteer',
			informal: `Apúntate como voluntario ${preposition} ${rest}`,
			formal: `Apúntese como voluntario ${preposition} ${rest}`,
			about: rest,
		}
	}
	// "Bookings of the Riverside Community Center hall", "Reservas del salón de actos": the place
	// itself is booked, with its own article.
	const preposition = match[2].toLowerCase()
	const article = ({ del: 'el', do: 'o', da: 'a' } as Record<string, string>)[preposition]
	const booked = article ? `${article} ${rest}` : rest
	if (
		counted !== 'volunteers' &&
		/^(?:of|de|del|do|da)$/u.test(preposition) &&
		BOOKED_PLACE.test(booked)
	)
		return { kind: 'reserve', reserve: booked }
	// "Bookings of our new menu": no place is booked, and "a spot of" is no phrase.
	if (/^(?:of|do|da)$/u.test(preposition)) return null
	// "Reservas de 50 mesas": a number says how many.
	if (/^\d+\s/u.test(rest) && RESERVED_NOUN.test(rest.replace(/^\d+\s+/u, '')))
		return { kind: 'reserve', reserve: rest }
	// "Reservas de mesa para el domingo": the table is what is booked, with its article.
	if (RESERVED_NOUN.test(rest)) {
		const noun = (rest.split(/\s+/u)[0] ?? '').toLowerCase()
		const plural = /s$/u.test(noun)
		const feminine = /a$|ción$|cion$/u.test(noun)
		const article = plural
			? ''
			: english
				? /^[aeiou]/u.test(noun)
					? 'an'
					: 'a'
				: portuguese
					? feminine
						? 'uma'
						: 'um'
					: feminine
						? 'una'
						: 'un'
		return { kind: 'reserve', reserve: `${article ? `${article} ` : ''}${rest}` }
	}
	// "for our dinner", "para la cena": what the place is for keeps its own article; "en nuestro
	// restaurante", "no nosso restaurante": where it is keeps the goal's own preposition.
	const own = /^(?:for|to|para|pra|de|del)$/u.test(preposition) ? null : preposition
	const place = english ? 'a spot' : portuguese ? 'seu lugar' : 'una plaza'
	const linking = own ?? (english ? 'for' : 'para')
	return { kind: 'reserve', reserve: `${place} ${linking} ${rest}` }
}

// "Open a Vacation Savings Account with us this month": an English goal written as the reader's
// own step. Only verbs a reader does: "Grow", "Promote" or "Launch" are the brand's.
const READER_STEP_EN =
	/^(?:(?:open|adopt|claim|plant|renew|bring|taste|pick up|stop by|come (?:to|by)|drop (?:by|off)|grab|install|recycle|foster|volunteer|nominate|refer|redeem)\s+(?:a|an|the|your|their|our|my|this|these|some)|(?:call|text|email|message|visit)\s+(?:us|me))(?:\s+[^,;:!?()\n]{2,80})?$/iu
// "Members renew their $5 dues and join our Zoom meeting", "Staff download the Perks app…",
// "Local businesses apply for the grant": the goal says what people do, and said to the reader it
// is the call to action, both halves of it.
const PEOPLE_DO_EN =
	/^(?:(?:more|local|all|our|new|the|existing|current|every|other)\s+)*(?:people|folks|members|staff|employees|colleagues|customers|clients|readers|listeners|viewers|followers|fans|parents|families|students|businesses|owners|neighbou?rs|residents|volunteers|users|subscribers|visitors|guests|donors|teams|shoppers|locals|players|patients|teachers|writers|founders|developers|designers|creators|makers|organi[sz]ers|runners|riders|cyclists|gardeners|bakers|cooks|artists|musicians|homeowners|tenants|drivers|travell?ers|nurses)\s+(read|download|renew|join|apply|sign up|sign|book|buy|order|pre-?order|try|visit|share|email|send|call|text|register|subscribe|follow|comment|vote|donate|attend|install|leave|take|fill (?:in|out)|write|watch|listen|enter|claim|pick up|grab|bring|reply|rsvp|check out|get|give|save|start|reserve|upgrade|update|submit|nominate|volunteer|enrol|enroll|explore|discover|learn|meet|support|recommend|stop by|drop by|swing by)\s+((?:[^.;!?\n–—]|\.(?=\d)){3,160}?)(?:\s+[–—-]\s+.*)?$/iu
// "Open a second location in Austin" is the brand's plan; "Open an account with us" the reader's.
const READER_SIDE =
	/(?<![\p{L}])(?:with us|from us|to us|at our|from our|in our|on our|at the|your|us|me)(?![\p{L}])/iu

/** A talk booked, in the goal's language: "Book me to speak at your event". */
function speakerAction(said: string): string {
	if (/(?<![\p{L}])(?:convid|contratem|contratar|palestr)/iu.test(said))
		return 'Me convide para palestrar no seu evento'
	if (
		/(?<![\p{L}])(?:contratarme|inv[ií]tenme|invitarme|inviten|ponente|conferenciante|charlas)/iu.test(
			said,
		)
	)
		return 'Invítame a dar una charla en tu evento'
	return `Book ${/(?<![\p{L}])us(?![\p{L}])/iu.test(said) ? 'us' : 'me'} to speak at your event`
}

/** "Que descarguen nuestra app de podcasts": "Descarga nuestra app de podcasts". */
function appAction(app: string, goal: string): { informal: string; formal: string } {
	if (/(?<![\p{L}])(?:downloads?|installs?)(?![\p{L}])/iu.test(goal)) {
		const action = `Download ${app.replace(/^(?:our|my)\s/iu, (own) => own.toLowerCase())}`
		return { informal: action, formal: action }
	}
	if (/(?<![\p{L}])(?:baix\p{L}*|instalem|nossa|nosso|aplicativo)(?![\p{L}])/iu.test(goal))
		return { informal: `Baixe ${app}`, formal: `Baixe ${app}` }
	return { informal: `Descarga ${app}`, formal: `Descargue ${app}` }
}

/** "what running a business taught you" asked: "What did running a business teach you?" */
function conversationQuestion(goal: string): string | null {
	const match = CONVERSATION_ABOUT.exec(goal.replace(/[\s.!?]+$/u, ''))
	if (!match?.[1] || !match[2]) return null
	const words = toYou(match[2].trim()).split(/\s+/u)
	// The clause's verb, past tense, within its first words: "taught", "made", "changed".
	const verb = words.findIndex((word, i) => i > 0 && i < 6 && pastToBase(word) !== null)
	if (verb < 0) return null
	const base = pastToBase(words[verb] ?? '') ?? ''
	const subject = words.slice(0, verb).join(' ')
	const rest = words.slice(verb + 1).join(' ')
	return `${capitalised(match[1].toLowerCase())} did ${subject} ${base}${rest ? ` ${rest}` : ''}?`
}

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

function withoutCutWord(phrase: string, goal: string | undefined): string {
	if (!goal) return phrase
	const at = goal.indexOf(phrase)
	if (at < 0 || !/^[\p{L}\p{N}]/u.test(goal.slice(at + phrase.length))) return phrase
	return phrase.replace(/\s*[\p{L}\p{N}'’-]+$/u, '')
}

// "Inscrições na mentoria em grupo": "na" is "em a", and "a mentoria" is what is offered, so that
// "Inscreva-se em {offer}" reads "Inscreva-se na mentoria".
const CONTRACTED_ARTICLE: Record<string, string> = {
	na: 'a',
	no: 'o',
	nas: 'as',
	nos: 'os',
	da: 'a',
	do: 'o',
	ao: 'o',
	à: 'a',
	al: 'el',
	del: 'el',
}
const OWN_ARTICLE =
	/^(?:o|a|os|as|el|la|los|las|um|uma|un|una|nosso|nossa|nuestro|nuestra|meu|minha|mi)\s/iu

function withContractedArticle(preposition: string | undefined, offer: string): string {
	const article = CONTRACTED_ARTICLE[(preposition ?? '').toLowerCase()]
	return article && offer && !OWN_ARTICLE.test(offer) && /^\p{Ll}/u.test(offer)
		? `${article} ${offer}`
		: offer
}

/**
 * "encomendas de bolo pelo WhatsApp": "seu bolo", what the reader orders; a Portuguese noun with no
 * determiner takes "seu" or "sua" ("Peça seu bolo", "Peça sua torta").
 */
function orderedNoun(goal: string): string | undefined {
	const found = ORDER_NOUN.exec(goal)?.[1]?.replace(ORDER_TAIL, '').trim()
	if (!found) return undefined
	if (
		!PORTUGUESE_GOAL.test(goal) ||
		/^(?:\p{Lu}|(?:o|a|os|as|seu|sua|seus|suas|nosso|nossa|nossos|nossas)\s)/u.test(found)
	)
		return found
	const noun = found.split(/\s+/u)[0] ?? ''
	const plural = /s$/u.test(noun)
	const feminine = /(?:a|as|ção|ções|dade|dades)$/u.test(noun)
	return `${feminine ? 'sua' : 'seu'}${plural ? 's' : ''} ${found}`
}

function tidyPhrase(phrase: string, goal?: string): string {
	// A pattern's length limit can stop mid-word ("…recomendados en el episo"): a word cut short
	// is left out, never printed.
	phrase = withoutCutWord(phrase, goal)
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
				/^(?:(?:more|new)\s+)?(?:newsletter\s+)?(?:sign-?ups?|subscribers|signups|leads|readers|listeners|viewers|followers|downloads|pre-?orders|registrations|demos?|trials?|descargas|oyentes|ouvintes|inscri[cç][oõ]es|demostraciones|demonstra[cç][oõ]es)\s+(?:for|to|of|de|para)\s+/iu,
				'',
			)
			// "try LangGraph memory in their next agent": where the audience uses it is theirs.
			.replace(
				/\s+(?:in|on|for|into|with|at|en|em|no|na|con|com|para)\s+(?:their|his|her|su|sus)(?![\p{L}]).*$/iu,
				'',
			)
			.replace(
				// "meu e-book de receitas": the "e" of "e-book" joins nothing. "this" and "next" begin a
				// time ("this month") but not "your nonprofit's next fundraiser".
				/\s+(?:and|y|e|with|con|com|by|por|before|antes|esta|este|today|now|hoy|hoje|agora|ahora|(?:this|next)(?=\s+(?:week|weekend|month|year|quarter|season|spring|summer|fall|autumn|winter|time|few|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|night)|\s*$))(?![\p{L}\p{N}'’-]).*$/iu,
				'',
			)
			.replace(/\s+/gu, ' ')
			.trim()
			.replace(/[\s,;:.!?]+$/u, '')
			// "…para configurar el router sin", "…en el": a phrase never ends on a joining word (a
			// capital "A" or "E" may be a name's, "Plan A").
			.replace(
				/(?:\s+(?:at|on|in|to|for|from|via|with|without|the|an|and|or|de|del|en|em|para|no|na|por|sin|con|com|el|la|los|las|um|uma|un|una))+$/iu,
				'',
			)
			.replace(/(?:\s+(?:a|y|o|e))+$/u, '')
			.replace(/^(?:for|to|at|para|en|em)\s+/iu, '')
	)
}

// "Ledgerly subscriptions to agency owners": the audience is not part of what is sold.
const AUDIENCE_TAIL =
	/\s+(?:to|para|pra)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}(?:owners|managers|founders|developers|engineers|designers|creators|teams|businesses|agencies|dueños|fundadores|donos|criadores|empresas)\b.*$/iu

const OPENING_OF =
	/\b(?:(?:la|el|una|un|a|uma|the|our|an?|nuestra|nuestro|nossa)\s+)?(?:oferta(?: de (?:empleo|trabajo))?|puesto|vacante|vaga|posi[cç][aã]o|opening|position|role)\s+(?:de|para|for|of)\s+()((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,70})/iu
const HIRING_ROLE =
	/\b(?:hiring|hire|recruiting|recruit|contratando|contratar|buscamos|procuramos)\s+((?:a|an|two|three|several|some|more|new|our|un|una|dos|tres|um|uma|duas|três|nuevos?|novos?)\s+)*((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,70})/iu
const EVENT_NAME =
	/(?<![\p{L}\p{N}'’-])((?:(?:our|the|a|an|this|nuestro|nuestra|el|la|este|esta|nosso|nossa|o|a|este|esta)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:webinar|workshop|conference|meetup|summit|talk|livestream|event|taller|conferencia|charla|evento|oficina|palestra)(?![\p{L}])(?:\s+(?:on|about|sobre|de)\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){2,40}|(?:\s+(?:gratuito|gratuita|gratis|free|online|ao vivo|en vivo|en directo))?\s+(?:["“][^"”\n]{2,60}["”]|['‘](?:[^'’"”\n]|['’](?=\p{L})){2,60}['’](?![\p{L}])))?(?:\s+(?:on|el|em|no dia)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro)))?)/iu

// "Get event organizers to request a quote": who the readers are, not an event to attend.
const EVENT_PEOPLE =
	/(?<![\p{L}])(?:(?:event|conference|meetup|wedding|festival)\s+(?:organi[sz]ers|planners|managers|hosts|producers|venues)|organizador(?:es|as)\s+de\s+(?:eventos|conferencias|congresos)|organizador(?:es|as)\s+de\s+(?:eventos|confer[eê]ncias))(?![\p{L}])/giu

const RECORDING =
	/(?<![\p{L}])(?:watch|rewatch|view|listen to|mir[aá]|ver|assist[ai]r?|escuch[aá]r?|ouvir|ou[cç]a)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:talk|keynote|session|video|recording|replay|charla|palestra|grabaci[oó]n|grava[cç][aã]o|v[ií]deo)s?(?![\p{L}])/iu
const LIVE =
	/(?<![\p{L}])(?:live|register|rsvp|tickets?|spots?|seats?|en vivo|ao vivo|inscr[ií]b|inscrev|entradas|ingressos)(?![\p{L}])/iu
// "Get more listeners for the show": only a show people listen to has listeners.
const PODCAST =
	/(?<![\p{L}])(?:podcast|spotify|apple podcasts|listeners|oyentes|ouvintes)(?![\p{L}])/iu
// "Más oyentes para el podcast", "Grow our channel's audience": people who listen or watch.
const AUDIENCE_NOUN =
	/(?<![\p{L}])(?:listeners?|audience|downloads|plays|streams|viewers|views|oyentes|audiencia|escuchas|reproducciones|espectadores|ouvintes|audi[eê]ncia|visualiza[cç][oõ]es|visualizaciones|vistas)(?![\p{L}])/iu
// What a reader is sent to read, watch or hear: "read our hiring guide", "descargar la guía".
const CONTENT_OFFER =
	/(?<![\p{L}])(?:read|download|get|grab|watch|listen to|leer|descargar|ver|escuchar|ler|baixar|assistir|ouvir)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:guide|post|article|essay|e-?book|book|checklist|playbook|report|white ?paper|handbook|template|case study|episode|video|gu[ií]a|art[ií]culo|libro|plantilla|informe|episodio|artigo|livro|modelo|relat[oó]rio|epis[oó]dio|v[ií]deo)s?(?![\p{L}])/iu
const GENERIC_ROLE =
	/^(?:(?:our|the|some|all|nuestr[oa]s?|las|los|nossa?s?|as|os)\s+)?(?:open\s+|current\s+|new\s+)?(?:roles?|positions?|jobs?|job (?:posts?|ads?|listings?|descriptions?)|careers? page|openings?|vacanc(?:y|ies)|opportunities|vacantes?|puestos?|ofertas?|vagas?|oportunidades)(?:\s+(?:abiertas|abiertos|abertas|em aberto|disponibles|dispon[ií]veis))?$/iu
const OPENINGS_FOR =
	/^(?:(?:our|the|nuestr[oa]s|las|los|nossa?s|as|os)\s+)?(?:open\s+)?(?:roles?|positions?|openings?|vacanc(?:y|ies)|vacantes?|puestos?|vagas?)\s+(?:de|para|pra|for|of|in|en|em)\s+/iu
const CHANNEL =
	/(?<![\p{L}])(?:youtube|twitch|tiktok|(?:my|our|the|mi|nuestro|el|meu|nosso|o) (?:[\p{L}-]+ )?(?:channel|canal))(?![\p{L}])/iu
// "Conseguir seguidores para nuestro canal de Twitch": followers of a channel subscribe to it.
const CHANNEL_FOLLOWERS =
	/(?<![\p{L}])(?:subscribers?|subs|followers?|suscriptor[ae]s|seguidor[ae]s|inscritos|assinantes)(?![\p{L}])/iu
// "Grow my YouTube channel": a channel grows by its subscribers.
const GROW =
	/(?<![\p{L}])(?:grow(?:ing)?|build(?:ing)?|crecer|hacer crecer|crescer|aumentar)(?![\p{L}])/iu
const PODCAST_NAME =
	/((?:(?:the|our|my|el|mi|nuestro|o|meu|nosso)\s+)?podcast(?:\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){2,50})?)/iu
const PREORDER =
	/(?<![\p{L}])(?:pre-?orders?|preventa|pre-?venta|pr[eé]-?venda|reserva antecipada)(?![\p{L}])/iu

// "Get more people to order takeout from our website", "Que mais clientes encomendem nossos bolos":
// what is ordered; where it is ordered from is the link's job.
const ORDER_VERB =
	/(?<![\p{L}-])(?:order|reorder|encomendar|encomendem|encomende)\s+(?!(?:of|to|in|from|by)\s)((?:(?:our|my|the|a|an|nossos|nossas|nosso|nossa|os|as|o|a|um|uma)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
// "Receber encomendas de bolo pelo WhatsApp", "Recibir pedidos de tartas": orders counted, of what.
const ORDER_NOUN =
	/(?<![\p{L}])(?:encomendas|pedidos|encargos)\s+de\s+(?!(?:or[cç]amento|presupuesto|cotiza|cota[cç]|clientes?|empresas?|usuari|pessoas|personas|gente|compradores|lojas|tiendas)\p{L}*)((?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu
// What follows the thing ordered: where or when it is ordered ("pelo WhatsApp para o fim de semana").
// A named occasion stays with it: "ramos para el Día de la Madre".
const ORDER_TAIL =
	/\s+(?:pelo|pela|por|via|on|(?:para|for)(?!\s+(?:(?:el|la|o|a|the)\s+)?\p{Lu})|no|na|en|em|até|hasta|antes)(?![\p{L}]).*$/u
const ORDER_PLACE =
	/\s+(?:(?:from|on|through|via|at|in|pelo|pela|no|na|em|do|da)\s+(?:(?:our|my|the|o|a|nosso|nossa)\s+)?(?:website|site|web ?site|app|online store|store|shop|loja|aplicativo)|online|pela internet)\b.*$/iu
// "Get engineering teams to start a free trial of our code review tool": a trial of what follows.
const FREE_TRIAL =
	/(?<![\p{L}])(?:start|begin|sign up for|get|take|claim|activate|empezar|comenzar|iniciar|come[cç]ar|ativar)\s+(?:(?:a|an|your|their|una|un|tu|su|um|uma|seu|sua|o|el)\s+)?(?:free\s+|\d+[- ]day\s+)?(?:trial|prueba(?: gratuita| gratis)?|per[ií]odo de prueba|teste(?: gr[aá]tis| gratuito)?|per[ií]odo de teste)\s+(?:of|for|with|de|del|da|do|con|com)\s+((?:(?:our|my|the|nuestro|nuestra|mi|nosso|nossa|meu|minha|o|a|el|la)\s+)?(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,60})/iu

// "Encourage users to update and share feedback": what readers are asked to do, said to them.
const FEEDBACK =
	/(?:^|\s)(?:to\s+)?((?:update|upgrade)(?:\s+and\s+(?:share|give|leave|send)\s+(?:their\s+|your\s+|us\s+)?feedback)?(?=\s*$|[,.;:!?])|(?:share|give|leave|send)\s+(?:their\s+|your\s+|us\s+)?feedback(?:\s+on\s+(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){3,40})?)/iu

// "Apply to our spring cohort": a program applied to, not a job.
const APPLY_TO =
	/(?<![\p{L}])(?:apply|applying|applications?|postular(?:se)?|postulen|candidatar(?:-se)?|candidatem|inscrever-se)\s+(?:to|for|in|a|al|para|em|no|na)\s+((?:(?:our|the|my|nuestro|nuestra|el|la|nosso|nossa|o|a)\s+)?(?:[\p{L}\p{N}'’$€£\u201A-]+\s+){0,4}?(?:cohorts?|programs?|programmes?|bootcamps?|courses?|fellowships?|residency|residencies|accelerator|scholarships?|grants?|classes|cursos?|programas?|becas?|bolsas?|turmas?|convocatoria|edici[oó]n|edi[cç][aã]o)(?:\s+[^,.;:!?()\n]{2,30})?)/iu
// "Get people to visit the truck this weekend": a place people come to, and when.
const VISIT_PLACE =
	/(?<![\p{L}])(?:visit|come (?:to|by)|stop by|drop by|(?:foot traffic|footfall|visits|visitors) (?:to|for|at)|visitar|visiten|visita|venir a|vengan a|pasar por|pasen por|visitas (?:a|al|en)|visitem|visite|passar (?:no|na|em)|venham (?:ao|à|para)|visitas (?:ao|à|na|no))\s+((?:(?:our|the|my|nuestro|nuestra|el|la|nosso|nossa|o|a)\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:truck|food truck|shop|store|bakery|caf[eé]|restaurant|bar|booth|stand|stall|market|gallery|studio|showroom|location|kitchen|pop-up|popup|sale|fair|nursery|garden cent(?:er|re)|open house|cami[oó]n|tienda|panader[ií]a|restaurante|puesto|mercado|mercadillo|feria|galer[ií]a|estudio|local|caminh[aã]o|loja|padaria|barraca|feira|bazar|galeria|est[uú]dio|espa[cç]o)(?![\p{L}])(?:\s+(?:at|in|de|del|da|do|em|en)\s+(?:(?:the|our|el|la|a|o|nuestra|nuestro|nossa|nosso)\s+)?\p{L}[\p{L}-]*)?)/iu
// "Foot traffic for our seedling sale": people are asked to come, whatever is sold there.
const FOOT_TRAFFIC = /(?<![\p{L}])(?:foot traffic|footfall|visits|visitors|visitas)(?![\p{L}])/iu
const WHEN =
	/(?<![\p{L}])(?:this (?:weekend|week|saturday|sunday|friday|month)|today|tonight|tomorrow|este fin de semana|esta semana|hoy|ma[ñn]ana|este s[aá]bado|este domingo|neste fim de semana|nesta semana|hoje|amanh[aã]|neste s[aá]bado|neste domingo)(?![\p{L}])/iu
// "Aumentar seguidores no Instagram", "Grow our Instagram following", "Que nos sigan en
// Instagram".
const FOLLOWERS =
	/(?<![\p{L}])(?:followers|following|seguidores|follow (?:us|me)|(?:nos|me) sig(?:an|a|am)|s[ií]ganos|s[ií]game|seguirnos|sigam-nos|siga-nos|nos seguir|seguir a gente)(?![\p{L}])/iu
// "Get startup founders to book a hiring strategy call": a call is booked; "hiring" only says
// what the call is about.
const BOOKED_CALL =
	/(?<![\p{L}])(?:book|schedule|reservar|agendar|agende|agenden|reserven)\s+(?:(?:a|an|our|my|the|un|una|uma|um|nuestra|nuestro|nossa|nosso)\s+)?(?:[\p{L}\p{N}-]+\s+){0,5}(?:calls?|demos?|consultations?|meetings?|sessions?|chats?|workshops?|trainings?|talleres|taller|llamadas?|reuni[oó]n|reuniones|citas?|liga[cç][aã]o|reuni[aã]o|conversas?)(?![\p{L}])/iu
// "Get people to book a table for Sunday lunch", "Reservar una mesa para el domingo": a place
// kept for the reader at a venue, not a call.
const RESERVE =
	/(?<![\p{L}])(?:book|reserve|schedule|reservar|reserva|reserven|reservem|reserve|agendar|agende|marcar|marque|pidan|pida|pedir|pide)\s+((?:a|an|your|their|our|una|un|uma|um|tu|su|sua|seu)\s+)?((?:[\p{L}-]+\s+){0,2}?(?:tables?|reservations?|rooms?|stays?|seats?|spots?|appointments?|slots?|classes|class|lessons?|tours?|tastings?|treatments?|massages?|haircuts?|mesas?|habitaci[oó]n(?:es)?|citas?|turnos?|clases?|quartos?|hor[aá]rios?|aulas?))(?![\p{L}])((?:\s+(?:for|at|on|this|next|para|el|en|no|na|este|esta|neste|nesta|do|de|del|da)\s+[^,.;:!?()\n]{2,40})?)/iu
// "Get tables booked for the new winter menu": what is booked comes first, "booked" after it.
const NOUN_BOOKED =
	/(?<![\p{L}])()((?:table|room|seat|spot|appointment|slot|lesson|tour|tasting|treatment|massage|haircut))s\s+(?:booked|reserved)((?:\s+(?:for|at|on|this|next)\s+[^,.;:!?()\n]{2,40})?)/iu
// "Get inquiries for brand identity projects": the inquiries are the leads; what they are about
// is the offer.
const LEADS_ABOUT =
	/^(?:inquiries|enquiries|requests|leads|new clients|clients|consultas|pedidos|contatos|contactos)\s+(?:for|about|on|de|sobre|para)\s+/iu
// "Explain the change to crate maintainers": what the post tells, with the details a link away.
const INFORM =
	/^(?:(?:explain|inform|notify|tell|update|announce|let)\b(?!\s+(?:and|feedback))|(?:explicar|informar|avisar|anunciar|comunicar)\b)/iu

// "Get Rust developers to take the survey at …": the verb phrase after the audience, or the
// goal's first words ("Sign the petition", "Responde la encuesta").
const ACTION =
	/(?:^|\s)(?:to\s+|que\s+|a\s+)?((?:take|fill (?:in|out)|complete|answer|sign|donate to|vote (?:for|in|on)|support|back|star|responder|responde|rellenar|rellena|completar|completa|firmar|firma|donar a|votar|vota|apoyar|apoya|preencher|preencha|responda|assinar|assine|doar para|apoiar|apoie|respondan|rellenen|completen|firmen|voten|apoyen|respondam|preencham|assinem|votem|apoiem)\s+(?:(?:the|our|my|this|a|an|la|el|nuestra|nuestro|esta|este|mi|a|o|nossa|nosso|essa|esse|minha|meu)\s+)(?:[^,.;:!?()\n]|\.(?=[\p{L}\p{N}])){2,60})/iu

// "send in their questions for the next potluck", "que envíen sus preguntas", "que mandem suas
// perguntas": what readers send in.
const SEND_IN =
	/(?:^|\s)(?:to\s+|que\s+)?((?:send|submit|drop)\s+(?:in\s+|us\s+)?(?:their|your)\s+(?:questions?|stories|story|tips|ideas|photos|requests|submissions|recipes)(?:[^,.;:!?()\n]){0,60}|(?:env[ií]en|manden)\s+(?:sus|tus)\s+(?:preguntas|historias|ideas|fotos|recetas|dudas)[^,.;:!?()\n]{0,60}|(?:enviem|mandem)\s+(?:suas)\s+(?:perguntas|hist[oó]rias|ideias|fotos|receitas|d[uú]vidas)[^,.;:!?()\n]{0,60})/iu

const ASK_VERB_EN =
	/(?<![\p{L}])(?:share|tell (?:us|me|the world)|say|comment(?: on)?|explain|describe|reply with|answer)\s+(how|what|why|when|where|which|whether|if)\s+(?:they|people|readers|followers)\s+(.{3,90})$/iu
const ASK_AUDIENCE_EN =
	/(?<![\p{L}])(?:ask|poll)\s+(?:(?:our|my|the)\s+)?(?:followers|readers|people|subscribers|listeners|viewers|fans|them|audience|users|customers|devs|developers|members)\s+(which|what|how|why|when|where)\s+((?:[\p{L}'’-]+\s+){0,5}?)they\s+(.{3,80})$/iu
const ASK_FAVOURITE_EN =
	/(?<![\p{L}])(?:share|tell (?:us|me))\s+(?:their|his or her)\s+((?:favou?rite|best|biggest|worst|go-to|top|first|last|hardest|proudest)\s+.{2,70})$/iu
const COMMENT_FAVOURITE_EN =
	/(?<![\p{L}])(?:comment(?: on)?|post|drop)\s+(?:with\s+)?their\s+((?:favou?rite|go-to)\s+[^,.;:!?]{2,60}?)(?:\s+(?:and|with|in|on|via|using|below|under)(?![\p{L}])[^]*)?$/iu
const COMMENT_FAVOURITE_ES =
	/(?<![\p{L}])(?:comenten|compartan|cuenten|digan)\s+(?:en los comentarios\s+)?(?:sus?|cu[aá]l(?:es)? (?:es|son) sus?)\s+(?:(\p{L}+(?:\s+de\s+\p{L}+)?)\s+)?(favorit[oa]s?)(?![\p{L}])/iu
const COMMENT_FAVOURITE_PT =
	/(?<![\p{L}])(?:comentem|compartilhem|contem|digam|indiquem)\s+(?:(?:os|as|o|a)\s+)?(?:(?:seus|suas|seu|sua)\s+)?(?:(\p{L}+)\s+)?(favorit[oa]s?)(?![\p{L}])/iu
const EN_AUX = /^(?:would|will|can|could|should|are|were|have|had|do|did|might|must)\b/iu
const ASK_ES =
	/(?<![\p{L}])(?:cuente[n]?|comente[n]?|compartan?|digan?|expliquen?)\s+(?:en (?:los |los )?comentarios\s+)?(c[oó]mo|cu[aá]nto|cu[aá]nta|cu[aá]ntos|cu[aá]ntas|qu[eé]|cu[aá]l|por qu[eé]|d[oó]nde|cu[aá]ndo)\s+(.{3,90})$/iu
const ASK_PT =
	/(?<![\p{L}])(?:contem|conte|comentem|comente|compartilhem|compartilhe|digam|diga|expliquem)\s+(?:nos coment[aá]rios\s+)?(como|quanto|quanta|quantos|quantas|o que|qual|por que|onde|quando)\s+(.{3,90})$/iu

const PT_SINGULAR: Record<string, string> = {
	fazem: 'faz',
	dizem: 'diz',
	trazem: 'traz',
	têm: 'tem',
	vêm: 'vem',
	põem: 'põe',
	são: 'é',
	estão: 'está',
	vão: 'vai',
	dão: 'dá',
	// The past: "o que aprenderam" is "o que você aprendeu", not the pluperfect "aprendera". Listed,
	// because "-eram" and "-iram" end present forms too ("esperam", "tiram").
	aprenderam: 'aprendeu',
	fizeram: 'fez',
	disseram: 'disse',
	tiveram: 'teve',
	foram: 'foi',
	viveram: 'viveu',
	descobriram: 'descobriu',
	conseguiram: 'conseguiu',
	sentiram: 'sentiu',
	leram: 'leu',
	escreveram: 'escreveu',
	começaram: 'começou',
	mudaram: 'mudou',
	usaram: 'usou',
	passaram: 'passou',
	acharam: 'achou',
	gostaram: 'gostou',
	compraram: 'comprou',
	perderam: 'perdeu',
	resolveram: 'resolveu',
	decidiram: 'decidiu',
	ganharam: 'ganhou',
	erraram: 'errou',
	tentaram: 'tentou',
	estudaram: 'estudou',
	venceram: 'venceu',
	enfrentaram: 'enfrentou',
	construíram: 'construiu',
}

const IRREGULAR_PAST: Record<string, string> = {
	made: 'make',
	took: 'take',
	got: 'get',
	found: 'find',
	went: 'go',
	began: 'begin',
	chose: 'choose',
	left: 'leave',
	built: 'build',
	became: 'become',
	quit: 'quit',
	paid: 'pay',
	sold: 'sell',
	wrote: 'write',
	spent: 'spend',
	kept: 'keep',
	felt: 'feel',
	met: 'meet',
	did: 'do',
	learnt: 'learn',
	knew: 'know',
	taught: 'teach',
	thought: 'think',
	bought: 'buy',
	ran: 'run',
	grew: 'grow',
	gave: 'give',
	came: 'come',
	said: 'say',
	told: 'tell',
}

/** "switched" → "switch", "decided" → "decide", "stopped" → "stop"; null when not past tense. */
function pastToBase(word: string): string | null {
	const lower = word.toLowerCase()
	if (IRREGULAR_PAST[lower]) return IRREGULAR_PAST[lower]
	if (!/^\p{Ll}{3,}ed$/u.test(lower) || /(?:need|feed|seed|speed|bleed|breed)$/u.test(lower))
		return null
	if (/ied$/u.test(lower)) return lower.replace(/ied$/u, 'y')
	// "stopped", "planned": a doubled consonant after one short vowel.
	if (/[^aeiou][aeiou]([bdgmnprt])\1ed$/u.test(lower)) return lower.slice(0, -3)
	// "decided", "moved", "raised", "priced": the verb ends in "e".
	if (
		/(?:[^aeiou][aeiou][cdgksvz]|[aeiou]{2}[csvz]|[lr]v|[^aeiouy][aeiou]t|ur|or|ar|ir|ng|dg|rg|ns|rs|ls|uir|ienc)ed$/u.test(
			lower,
		) &&
		!/(?:ended|ented|ested|asted|isted|usted|ected|acted|apted|ipted|opted|ented)$/u.test(lower)
	)
		return lower.slice(0, -1)
	return lower.slice(0, -2)
}

/** "Members renew their dues and join our Zoom meeting": what they do, as it is said to them. */
function peopleDo(goal: string): string | undefined {
	const match = PEOPLE_DO_EN.exec(goal.trim().replace(/[.!]+$/u, ''))
	if (!match?.[1] || !match[2]) return undefined
	return `${match[1].toLowerCase()} ${match[2].trim()}`
}

function toYou(text: string): string {
	return text
		.replace(/(?<![\p{L}])they['’]re(?![\p{L}])/giu, "you're")
		.replace(/(?<![\p{L}])they['’]ve(?![\p{L}])/giu, "you've")
		.replace(/(?<![\p{L}])they['’]d(?![\p{L}])/giu, "you'd")
		.replace(/(?<![\p{L}])themselves(?![\p{L}])/giu, 'yourself')
		.replace(/(?<![\p{L}])their(?![\p{L}])/giu, 'your')
		.replace(/(?<![\p{L}])them(?![\p{L}])/giu, 'you')
		.replace(/(?<![\p{L}])they(?![\p{L}])/giu, 'you')
}

// "Que los lectores respondan la encuesta": said to the reader, "Responde la encuesta".
const TO_READER: Record<string, string> = {
	respondan: 'responde',
	rellenen: 'rellena',
	completen: 'completa',
	firmen: 'firma',
	voten: 'vota',
	apoyen: 'apoya',
	respondam: 'responda',
	preencham: 'preencha',
	assinem: 'assine',
	votem: 'vote',
	apoiem: 'apoie',
}

function toReader(action: string): string {
	return action.replace(/^\p{L}+/u, (verb) => TO_READER[verb.toLowerCase()] ?? verb)
}

function capitalised(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/**
 * "Que comenten sus podcasts favoritos", "e comentem os favoritos delas", "comment their favourite
 * podcast": the reader is asked for theirs, whatever else the goal's words suggest.
 */
function favouriteQuestion(goal: string): string | null {
	const text = goal.replace(/[\s.!?]+$/u, '').trim()
	const english = COMMENT_FAVOURITE_EN.exec(text)
	if (english?.[1]) return `What's your ${toYou(english[1].trim())}?`
	const favouriteEs = COMMENT_FAVOURITE_ES.exec(text)
	if (favouriteEs?.[2]) {
		const plural = /s$/u.test(favouriteEs[2])
		const noun = favouriteEs[1] ? `${favouriteEs[1]} ` : ''
		return plural
			? `¿Cuáles son tus ${noun}${favouriteEs[2]}?`
			: `¿Cuál es tu ${noun}${favouriteEs[2]}?`
	}
	const favouritePt = COMMENT_FAVOURITE_PT.exec(text)
	if (favouritePt?.[2]) {
		const plural = /s$/u.test(favouritePt[2])
		const feminine = /as?$/u.test(favouritePt[2])
		const own = plural ? (feminine ? 'as suas' : 'os seus') : feminine ? 'a sua' : 'o seu'
		const noun = favouritePt[1] ? `${favouritePt[1]} ` : ''
		return `${plural ? 'Quais são' : 'Qual é'} ${own} ${noun}${favouritePt[2]}?`
	}
	return null
}

/** The goal's own question, turned to the reader; null when the goal asks none. */
function goalQuestion(goal: string): string | null {
	const text = goal
		.replace(URL, ' ')
		.replace(/[\s.!?]+$/u, '')
		.replace(/\s+(?:in|on) the comments$/iu, '')
		.trim()
	// "ask followers which of these articles they would read first": the words between the
	// question word and "they" are part of the question ("Which of these articles would you…").
	const asked = ASK_AUDIENCE_EN.exec(text)
	const en = asked ? [asked[0], asked[1], asked[3]] : ASK_VERB_EN.exec(text)
	const between = asked?.[2]?.trim() ? ` ${asked[2].trim()}` : ''
	if (en?.[1] && en[2]) {
		const wh = `${en[1].toLowerCase()}${between}`
		const rest = toYou(en[2].trim())
		// "what they would do differently" → "What would you do differently?"
		const aux = EN_AUX.exec(rest)?.[0]
		// "how they switched careers" → "How did you switch careers?"
		const past = aux ? null : pastToBase(rest.split(/\s+/u)[0] ?? '')
		const body = aux
			? `${aux} you${rest.slice(aux.length)}`
			: past
				? `did you ${past}${rest.slice(rest.split(/\s+/u)[0]?.length ?? 0)}`
				: `do you ${rest}`
		if (/^(?:whether|if)$/u.test(wh)) return null
		return `${capitalised(wh)} ${body}?`
	}
	const favourite = ASK_FAVOURITE_EN.exec(text)
	if (favourite?.[1]) return `What's your ${toYou(favourite[1].trim())}?`
	const theirs = favouriteQuestion(text)
	if (theirs) return theirs
	const es = ASK_ES.exec(text)
	if (es?.[1] && es[2]) {
		// "cuánto tiene ahorrado" → "¿Cuánto tienes ahorrado?": the first verb to "tú".
		let turned = false
		const rest = es[2]
			.trim()
			.split(/\s+/u)
			.map((word) => {
				const lower = word.toLowerCase()
				if (lower === 'su') return 'tu'
				if (lower === 'sus') return 'tus'
				if (
					!turned &&
					/^\p{Ll}+[ae]n?$/u.test(word) &&
					!/^(?:la|le|de|que|se|para|era|esa|ese|una|alguna)$/u.test(lower)
				) {
					turned = true
					return word.replace(/n?$/u, 's')
				}
				return word
			})
			.join(' ')
		if (!turned) return null
		return `¿${capitalised(es[1].toLowerCase())} ${rest}?`
	}
	const pt = ASK_PT.exec(text)
	if (pt?.[1] && pt[2]) {
		// "qual é a maior dificuldade delas" → "Qual é a sua maior dificuldade?"
		const copula = /^(é|são|foi|foram)\s+(?:(a|o|as|os)\s+)?(.+)$/iu.exec(pt[2].trim())
		if (copula?.[1] && copula[3]) {
			const own = { a: 'a sua', o: 'o seu', as: 'as suas', os: 'os seus' }[
				(copula[2] ?? '').toLowerCase() as 'a'
			]
			const rest = copula[3].replace(/\s*(?<![\p{L}])(?:dela|dele|delas|deles)(?![\p{L}])/giu, '')
			return `${capitalised(pt[1].toLowerCase())} ${copula[1]} ${own ? `${own} ` : ''}${rest}?`
		}
		// "quanto tempo levam para editar" → "Quanto tempo você leva para editar?"
		const words = pt[2]
			.trim()
			.replace(/(?<![\p{L}])(?:dela|dele|delas|deles)(?![\p{L}])/giu, 'seu')
			.split(/\s+/u)
		const verb = words.findIndex(
			(word) =>
				/^\p{Ll}{2,}(?:am|em|ão|a|e)$/u.test(word) &&
				!/^(?:uma|de|da|do|para|que|se|esse|essa|este|esta|sobre|entre|toda|todo)$/u.test(word),
		)
		if (verb < 0) return null
		const word = words[verb] ?? ''
		words[verb] = `você ${PT_SINGULAR[word] ?? word.replace(/am$/u, 'a').replace(/em$/u, 'e')}`
		return `${capitalised(pt[1].toLowerCase())} ${words.join(' ')}?`
	}
	return null
}

// "$2,500", "12,90 €": a comma inside a number is no clause break. It is read as this mark, which
// no phrase pattern stops at, and written back as a comma in what the reading returns.
const NUMBER_COMMA = '\u201A'

export function readGoal(goal: string): GoalReading {
	const reading = readGoalText(goal.replace(/(?<=\d),(?=\d)/gu, NUMBER_COMMA))
	const restored = Object.entries(reading).map(([key, value]) => [
		key,
		typeof value === 'string' ? value.replaceAll(NUMBER_COMMA, ',') : value,
	])
	return Object.fromEntries(restored) as GoalReading
}

function readGoalText(goal: string): GoalReading {
	const text = goal.replace(/\s+/gu, ' ').trim()
	const url = URL.exec(text)?.[0]?.replace(/[.,;:!?)]+$/u, '') ?? null
	const withoutUrl = text.replace(URL, ' ')
	let intent: GoalIntent = classifyGoal(withoutUrl)
	// "Explain the change to crate maintainers": readers are sent to the details.
	if (INFORM.test(withoutUrl.trim()) && (intent === 'engagement' || intent === 'awareness'))
		intent = 'traffic'
	const vacant = FILL_VACANT.exec(withoutUrl)
	// "Fill the 6 vacant half-plots for next season": one of them is applied for.
	const appliedTo =
		APPLY_TO.exec(withoutUrl)?.[1] ??
		(vacant?.[2]
			? `one of the ${vacant[1] ? `${vacant[1].trim()} ` : ''}${vacant[2]}${vacant[3] ?? ''}`
			: undefined)
	// "Watch the full talk": a recording to send people to, not an event to attend.
	const recording = RECORDING.test(withoutUrl) && !LIVE.test(withoutUrl)
	// "Get subscribers for the podcast Plata Clara on Spotify": listeners, not an email list.
	// "Orçamentos para produção de podcast": a podcast made for the client, asked a price for.
	const podcast =
		PODCAST.test(withoutUrl) &&
		!/newsletter|bolet[ií]n|e-?mail/iu.test(withoutUrl) &&
		!QUOTE.test(withoutUrl)
	// "More subscribers for my YouTube channel": viewers, not an email list.
	const channel = CHANNEL.test(withoutUrl) && !/newsletter|bolet[ií]n|e-?mail/iu.test(withoutUrl)
	// "Get engineering managers to read our hiring guide": "hiring" names what the guide is
	// about; the reader is sent to read it, not to apply.
	const readsContent = CONTENT_OFFER.exec(withoutUrl)?.[0]
	const hiringWords = readsContent ? withoutUrl.replace(readsContent, ' ') : withoutUrl
	const nounBooked = NOUN_BOOKED.exec(withoutUrl)
	const reserved = RESERVE.exec(withoutUrl) ?? nounBooked
	if (appliedTo || BOOKED_CALL.test(withoutUrl) || reserved) intent = 'leads'
	else if (HIRING.test(hiringWords.replace(APPLY_NOT_JOB, ' '))) intent = 'hiring'
	// "Apply by 31 May to join our bootcamp": applying to something that is no job is a sign-up.
	else if (APPLY_NOT_JOB.test(hiringWords)) intent = 'leads'
	else if (
		recording ||
		((podcast || channel) &&
			(intent === 'leads' ||
				AUDIENCE_NOUN.test(withoutUrl) ||
				CHANNEL_FOLLOWERS.test(withoutUrl) ||
				(channel &&
					GROW.test(withoutUrl) &&
					/(?<![\p{L}])(?:channel|canal)(?![\p{L}])/iu.test(withoutUrl))))
	)
		intent = 'traffic'
	else if (
		EVENT.test(withoutUrl.replace(EVENT_PRODUCT, ' ').replace(EVENT_PEOPLE, ' ')) &&
		intent !== 'sales'
	)
		intent = 'event'

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
	// "Grow my newsletter, The Friday Diff": the newsletter by its name.
	const newsletterName = offer
		? null
		: /(?<![\p{L}])(?:newsletter|bolet[ií]n)\s*(?:,\s*|\s+(?:called|named|llamad[oa]|chamad[oa])\s+)((?:The\s+|El\s+|La\s+|O\s+|A\s+)?\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,4})/u.exec(
				withoutUrl,
			)?.[1]
	if (newsletterName) offer = newsletterName.trim()
	const countedMatch = offer ? null : COUNTED_OF.exec(withoutUrl)
	const counted = countedMatch?.[2]
	if (counted) offer = withContractedArticle(countedMatch?.[1], tidyPhrase(counted, withoutUrl))
	const sentTo = offer ? null : (SENT_TO.exec(withoutUrl)?.[1] ?? LEADS_FOR.exec(withoutUrl)?.[1])
	if (sentTo) offer = tidyPhrase(sentTo, withoutUrl)
	// "Promote our free mentorship program for junior developers": the program is the offer,
	// and promoting it means getting people to sign up.
	const promoted = PROMOTE.exec(withoutUrl)
	if (promoted && !offer && intent !== 'sales') {
		const named = tidyPhrase(
			withoutUrl.slice(promoted.index + promoted[0].length).replace(AUDIENCE_FOR, ''),
		)
		if (named && SIGNUP_NOUN.test(named)) {
			offer = named
			if (intent === 'engagement' || intent === 'awareness' || intent === 'traffic')
				intent = 'leads'
		}
	}
	if (appliedTo) offer = tidyPhrase(appliedTo, withoutUrl)
	// "Conseguir clientes para migrar sus proyectos de Python": a service, talked about on a call.
	const clientsFor = offer ? null : CLIENTS_TO.exec(withoutUrl)?.[1]
	if (clientsFor) {
		offer = tidyPhrase(clientsFor, withoutUrl).replace(/\s+(?:sus|their)(?=\s)/iu, '') || null
		if (offer) intent = 'leads'
	}
	if (offer && LEADS_ABOUT.test(offer)) offer = offer.replace(LEADS_ABOUT, '')
	// "Get developers to try Focus Mode in our app": a product people start using, so a sign-up.
	const tried = TRY.exec(afterAudience)
	const freeTrial = FREE_TRIAL.exec(afterAudience)
	const switched = intent === 'sales' ? null : SWITCH_TO.exec(withoutUrl)
	const trial =
		(tried !== null && intent !== 'sales' && !HIRING.test(withoutUrl)) ||
		freeTrial !== null ||
		switched !== null
	if (trial) {
		// "start a free trial of our code review tool": the trial is the tool's, the tool is offered.
		if (freeTrial?.[1]) offer = tidyPhrase(freeTrial[1], withoutUrl)
		else if (!offer && tried?.[1]) offer = tidyPhrase(tried[1], withoutUrl)
		else if (!offer && switched?.[1]) offer = switched[1]
		if (
			intent === 'engagement' ||
			intent === 'awareness' ||
			intent === 'traffic' ||
			(intent === 'sales' && freeTrial)
		)
			intent = 'leads'
		// "try our conference app free for 30 days": the app is tried; the terms are the link's.
		if (offer) offer = offer.replace(TRIAL_TERMS, '').replace(TRIAL_TERMS, '') || offer
	}
	// "order takeout from our website": a sale, of what is ordered.
	const ordered = trial
		? null
		: (ORDER_VERB.exec(afterAudience)?.[1] ??
			// "Que la gente pida presupuestos" asks for a quote, not an order.
			(QUOTE.test(withoutUrl) ? undefined : ORDER_VERB_ES.exec(afterAudience)?.[1]) ??
			orderedNoun(withoutUrl))
	// "encomende pelo WhatsApp": where the order goes, not what is ordered.
	const orderName =
		ordered && !/^(?:pelo|pela|por|via|on|through|over|no|na|en)\s/iu.test(ordered.trim())
			? tidyPhrase(ordered.replace(ORDER_PLACE, ''), withoutUrl)
			: ''
	const order = orderName !== '' && !GENERIC_OFFER.test(orderName)
	if (order) {
		intent = 'sales'
		offer = orderName
	}
	if (
		offer &&
		(GENERIC_OFFER.test(offer) ||
			/^(?:more|new|m[aá]s|mais)\s/iu.test(offer) ||
			offer.split(' ').length > 12)
	)
		offer = null
	if (intent === 'hiring') {
		// "Candidaturas para la oferta de desarrollador/a Python": the role the opening is for.
		const role = HIRING_ROLE.exec(withoutUrl) ?? OPENING_OF.exec(withoutUrl)
		// "senior designers to join our team", "a chef for our Lisbon kitchen": the role ends where
		// the place it is for begins.
		const name = tidyPhrase(
			(role?.[2] ?? '')
				.replace(
					/\s+(?:to (?:join|work (?:on|with|at|in)|help)|for|at|in|on|para|pra|en|em|no|na|al|a unirse|a juntar|que se (?:una|junte))\s+(?:(?:our|the|my|us|nuestro|nuestra|nosso|nossa|el|la|o|a)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:team|company|studio|kitchen|office|crew|equipo|equipe|time|empresa|estudio|estúdio|cozinha|cocina|us|nosotros|nós|roles?|positions?|openings?|vacantes|puestos|vagas)\b.*$/iu,
					'',
				)
				// "Recruit senior engineers to apply for our open roles": what they are asked to do
				// is not part of the role.
				.replace(
					/\s+(?:to (?:apply|join|come|sign)|a (?:postularse|aplicar)|para se candidatar|a se candidatar)(?![\p{L}]).*$/iu,
					'',
				),
		)
		// "a senior product designer": an English role keeps its article ("We're hiring a …").
		const article = /^(?:a|an)\s+$/iu.test(role?.[1] ?? '') ? (role?.[1] ?? '').trim() : null
		offer = name ? (article ? `${article} ${name}` : name) : offer
		// "Apply for our open roles": no role is named, so the post says "we're hiring".
		if (offer && GENERIC_ROLE.test(offer)) offer = null
		// "nossas vagas de desenvolvedor": the openings, with what they are for; the post says "we
		// are hiring" and links them, the role's grammar is the goal's.
		if (offer && OPENINGS_FOR.test(offer)) offer = null
	}
	// "join our Rust meetup": the verb that leads to the event is not part of its name.
	// "Inscrições no webinar gratuito": the sign-ups are counted, the webinar ("o webinar") is joined.
	const eventCounted =
		/^(?:inscri[cç][oõ]es|inscripciones|registrations|sign-?ups)\s+(no|na|nos|nas|al|para|en|for|to)\s+/iu
	const eventName = (EVENT_NAME.exec(withoutUrl.replace(EVENT_PEOPLE, ' '))?.[1] ?? '').replace(
		eventCounted,
		(_, p: string) =>
			CONTRACTED_ARTICLE[p.toLowerCase()] ? `${CONTRACTED_ARTICLE[p.toLowerCase()]} ` : '',
	)
	if (intent === 'event')
		offer =
			tidyPhrase(
				eventName
					.replace(
						/^(?:join|attend|come to|go to|register for|sign up for|unirse a|[uú]nete a|asistir a|participar (?:en|de)|participe de|ir a|ir ao|ir à|(?:se\s+)?(?:registren|inscriban|apunten|unan|registrem|inscrevam)\s+(?:en|a|al|para|no|na|em))\s+/iu,
						'',
					)
					// "Que vengan al evento de apertura": who comes is the goal's; "al" is "el".
					.replace(
						/^(?:que\s+)?(?:vengan|asistan|acudan|venham|compareçam)\s+(al|a la|a|ao|à|en|no|na)\s+/iu,
						(_, to: string) =>
							({ al: 'el ', 'a la': 'la ', ao: 'o ', à: 'a ' })[to.toLowerCase()] ?? '',
					)
					// "Promote our writing workshop", "inscripciones para nuestro taller": the name
					// starts at its own determiner; the words before it are the goal's.
					.replace(
						/^(?:[\p{L}-]+\s+){1,3}?(?=(?:our|my|nuestro|nuestra|mi|nosso|nossa|meu|minha)\s)/iu,
						'',
					),
			) || offer
	// "Grow our Discord community": the community people are asked to join.
	if (intent === 'community' && !offer)
		offer =
			tidyPhrase(
				/(?<![\p{L}])((?:our|my|the|nuestra|mi|la|nossa|minha|a)\s+(?:[\p{L}-]+\s+){0,3}?(?:community|comunidad|comunidade|group|grupo|server|servidor|discord(?! (?:community|server|group))|slack(?! (?:community|group)))(?:\s+(?:on|en|no|na)\s+(?:(?:our|my|the|nuestro|mi|el|nosso|meu|o)\s+)?(?:discord|slack|telegram|whatsapp|facebook|reddit|circle|skool|linkedin))?)(?![\p{L}])/iu.exec(
					withoutUrl,
				)?.[1] ?? '',
			) || null
	if (podcast && intent === 'traffic' && !offer)
		offer = tidyPhrase(PODCAST_NAME.exec(withoutUrl)?.[1] ?? '', withoutUrl) || null
	// "Grow the podcast audience": the podcast is listened to, not its audience.
	if (offer)
		offer =
			offer
				.replace(
					/\s+(?:audience|listeners|listenership|viewers|subscribers|followers|downloads|reach|oyentes|audiencia|suscriptores|seguidores|audi[eê]ncia|ouvintes|inscritos)$/iu,
					'',
				)
				.trim() || null
	const place = VISIT_PLACE.exec(withoutUrl)?.[1]
	const visit = place
		? [tidyPhrase(place, withoutUrl), WHEN.exec(withoutUrl)?.[0]].filter(Boolean).join(' ')
		: null
	if (
		visit &&
		(intent === 'traffic' ||
			intent === 'engagement' ||
			intent === 'awareness' ||
			(intent === 'sales' && FOOT_TRAFFIC.test(withoutUrl)))
	) {
		intent = 'traffic'
		offer = tidyPhrase(place ?? '', withoutUrl)
	}
	if (
		(intent === 'engagement' || intent === 'awareness') &&
		CALL.test(withoutUrl) &&
		/book|schedule|reserv|agend/iu.test(withoutUrl)
	)
		intent = 'leads'

	// "upgrade to 1.10.0", "book me as a speaker", "que descarguen nuestra app": the one thing the
	// reader is asked to do, said to them; nothing is sold, read or attended.
	// A release is upgraded to ("1.10.0", "the latest version"); "Trailhead Pro" is bought.
	const upgradeTarget = intent === 'hiring' ? undefined : UPGRADE_TO.exec(withoutUrl)?.[1]
	const upgradeTo =
		upgradeTarget &&
		/(?<![\p{L}\p{N}])(?:v?\d+(?:\.\d+)+|latest|newest|new (?:version|release))(?![\p{L}\p{N}])/iu.test(
			upgradeTarget,
		)
			? upgradeTarget
			: undefined
	const speaking = SPEAKER_BOOKING.exec(withoutUrl)?.[0]
	const proposal = speaking ? undefined : PROPOSAL_SUBMISSION.exec(withoutUrl)?.[1]
	const appToDownload = APP_DOWNLOAD.exec(withoutUrl)?.[1]
	const asked = upgradeTo
		? `Upgrade to ${tidyPhrase(upgradeTo, withoutUrl)}`
		: speaking
			? speakerAction(speaking)
			: proposal
				? capitalised(toYou(proposal.trim()))
				: appToDownload
					? appAction(tidyPhrase(appToDownload, withoutUrl), withoutUrl).informal
					: null
	if (asked) {
		intent = 'awareness'
		offer = upgradeTo
			? tidyPhrase(upgradeTo, withoutUrl)
			: appToDownload
				? tidyPhrase(appToDownload, withoutUrl)
				: null
	}

	let product: string | null = null
	if (intent === 'sales') {
		const sell = PRODUCT_AFTER_SELL.exec(withoutUrl)?.[1]
		// "Sell more of our handmade soap": the soap.
		const named = sell
			? tidyPhrase(
					sell
						.replace(/^(?:more|m[aá]s|mais)\s+(?:of\s+|de\s+)?/iu, '')
						// "Sell copies of The Walking Man": the book is what is sold.
						.replace(
							/^(?:copies|a copy|units|ejemplares|c[oó]pias|exemplares)\s+(?:of|de)\s+/iu,
							'',
						)
						// "Vender en nuestra tienda online los libros…": where it is sold comes first.
						.replace(SHOP_FIRST, ''),
					withoutUrl,
				)
					.replace(AUDIENCE_TAIL, '')
					// "Vender a barra Intenso ao Leite na loja online": where it is sold comes last.
					.replace(SHOP_LAST, '')
			: null
		product = order ? offer : named && !GENERIC_OFFER.test(named) ? named : offer
		const quoted = /["“'‘]([^"”'’]{2,40})["”'’]/u.exec(withoutUrl)?.[1]
		// "el pack 'arroz al horno'": the name, with the noun that says what it is when it has one.
		const namedUpTo = quoted && named ? named.indexOf(quoted) : -1
		if (quoted)
			product =
				named && namedUpTo > 0 && /^["“'‘]$/u.test(named.charAt(namedUpTo - 1))
					? named.slice(0, namedUpTo + quoted.length + 1)
					: quoted
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
	// A goal that asks readers a question is a conversation, whatever else its words suggest
	// ("Ask readers to share…" is not traffic to read something).
	const question =
		intent === 'engagement' ||
		intent === 'community' ||
		((intent === 'traffic' || intent === 'awareness') && !url && !offer)
			? (goalQuestion(text) ?? conversationQuestion(text))
			: intent === 'hiring'
				? null
				: favouriteQuestion(withoutUrl)
	if (question && intent !== 'community') intent = 'engagement'
	// "Get listeners to send in their questions for the next potluck": the reader sends something
	// in; the listening is what they already do.
	const sentIn =
		intent === 'sales' || intent === 'hiring' ? undefined : SEND_IN.exec(withoutUrl)?.[1]
	if (sentIn) intent = 'engagement'
	// "Get donations on my Ko-fi page": readers are asked to support the work, where the goal says.
	const donation =
		intent !== 'sales' &&
		intent !== 'hiring' &&
		(DONATION.test(withoutUrl) ||
			(DONATION_PLATFORM.test(withoutUrl) && /support|apoy|apoi/iu.test(withoutUrl)))
	if (donation) intent = 'engagement'
	const startOwn = intent === 'sales' || intent === 'hiring' ? null : START_OWN.exec(withoutUrl)
	if (startOwn) intent = 'engagement'
	const actionMatch =
		intent === 'engagement' || intent === 'awareness' || intent === 'community'
			? ACTION.exec(withoutUrl)?.[1]
			: undefined
	const feedback =
		intent === 'engagement' || intent === 'awareness' || intent === 'community'
			? FEEDBACK.exec(withoutUrl)?.[1]?.replace(/\btheir\b/iu, 'your')
			: undefined
	// "Que abran una cuenta de ahorro con nosotros": when nothing else says what readers do, a
	// Spanish or Portuguese goal's own verb does, said to the reader.
	const infinitive =
		!asked && (intent === 'engagement' || intent === 'awareness' || intent === 'community')
			? infinitiveAction(withoutUrl)
			: null
	const requested =
		!asked &&
		!question &&
		(intent === 'engagement' ||
			intent === 'awareness' ||
			intent === 'event' ||
			intent === 'community')
			? countedRequest(withoutUrl)
			: null
	const readerStepMatch =
		!asked && !question && !actionMatch && (intent === 'engagement' || intent === 'awareness')
			? READER_STEP_EN.exec(withoutUrl.trim().replace(/[.!]+$/u, ''))?.[0]
			: undefined
	const readerStep =
		readerStepMatch && READER_SIDE.test(readerStepMatch)
			? readerStepMatch
			: !asked && !question
				? peopleDo(withoutUrl)
				: undefined
	// "Que vengan al evento de apertura", "Que usen la concha y se inscriban en los talleres": when
	// nothing is named to sell, book or sign up for, the goal's own request is the call to action.
	const unnamed =
		!asked &&
		!question &&
		!offer &&
		!product &&
		!reserved &&
		// A quote, a call, a newsletter or a download has a call to action of its own.
		((intent === 'leads' &&
			!NEWSLETTER.test(withoutUrl) &&
			!CALL.test(withoutUrl) &&
			!DOWNLOAD.test(withoutUrl)) ||
			intent === 'sales' ||
			intent === 'event')
	const asKnown = infinitive
		? infinitive
		: requested?.kind === 'volunteer'
			? requested
			: readerStep
				? { informal: capitalised(toYou(readerStep)), formal: capitalised(toYou(readerStep)) }
				: unnamed || (!asked && !question && (intent === 'engagement' || intent === 'awareness'))
					? subjunctiveAction(withoutUrl)
					: null
	if (asKnown) intent = 'awareness'
	const reserve = reserved
		? reserved === nounBooked
			? reservedPhrase(reserved).toLowerCase()
			: reservedPhrase(reserved)
		: requested?.kind === 'reserve'
			? requested.reserve
			: null
	if (requested?.kind === 'reserve') {
		intent = 'leads'
		offer = null
	}
	// "Volunteers for our beach clean-up": the clean-up is what the post is about.
	if (requested?.kind === 'volunteer') offer = requested.about
	const action = asked
		? asked
		: asKnown
			? asKnown.informal
			: donation
				? donationAction(withoutUrl)
				: startOwn?.[1]
					? `Start ${toYou(startOwn[1].trim())}`
					: sentIn
						? capitalised(
								sentIn
									.trim()
									.replace(/\btheir\b/iu, 'your')
									.replace(/(?<![\p{L}])sus(?![\p{L}])/iu, 'tus')
									.replace(/^(env[ií]en|manden)\b/iu, (verb) =>
										/^e/iu.test(verb) ? 'envía' : 'manda',
									)
									.replace(/^(enviem|mandem)\b/iu, (verb) =>
										/^e/iu.test(verb) ? 'envie' : 'mande',
									),
							)
						: actionMatch
							? toReader(tidyPhrase(actionMatch, withoutUrl)) || null
							: feedback
								? capitalised(feedback.trim())
								: null
	const leadKind: GoalReading['leadKind'] =
		intent !== 'leads'
			? null
			: NEWSLETTER.test(withoutUrl)
				? 'newsletter'
				: CALL.test(withoutUrl) || clientsFor
					? 'call'
					: DOWNLOAD.test(withoutUrl)
						? 'download'
						: 'signup'
	const wantsLink =
		url !== null ||
		(action !== null && !SAID_HERE.test(action)) ||
		intent === 'traffic' ||
		intent === 'leads' ||
		intent === 'sales' ||
		intent === 'hiring' ||
		intent === 'event' ||
		(intent === 'community' &&
			// "Que más gente se una a mi comunidad de pago": joining a named community is a link.
			(/join|únete|participa|entre|junte|discord|slack|group|grupo/iu.test(withoutUrl) ||
				/(?<![\p{L}])(?:se unan?|unirse|únanse|súmate|sumarse|entrem)(?![\p{L}])/iu.test(
					withoutUrl,
				)))
	const medium: GoalReading['medium'] =
		intent !== 'traffic'
			? null
			: /(?<![\p{L}])(?:listen|escuch|oyente|ouvi|ouça|ouca|podcast|spotify)/iu.test(withoutUrl)
				? 'listen'
				: /(?<![\p{L}])(?:watch|mira|assist|ver el v[ií]deo|ver o v[ií]deo|youtube|channel|canal|twitch|tiktok)/iu.test(
							withoutUrl,
					  )
					? // "Aumentar inscritos no canal": people subscribe to a channel, they do not watch it.
						(CHANNEL_FOLLOWERS.test(withoutUrl) ||
							SUBSCRIBE_VERB.test(withoutUrl) ||
							(GROW.test(withoutUrl) && !AUDIENCE_NOUN.test(withoutUrl))) &&
						/(?<![\p{L}])(?:channel|canal)(?![\p{L}])/iu.test(withoutUrl)
						? 'subscribe'
						: 'watch'
					: null
	// "Book discovery calls with engineering teams": one reader books one call.
	if (leadKind === 'call' && offer) {
		const plural =
			/^((?:[\p{L}-]+\s+){0,2}?)(call|meeting|consultation|session|demo|audit|review|chat)s$/iu.exec(
				offer,
			)
		if (plural && !/^(?:our|my|the|a|an|some)\s/iu.test(offer)) {
			const singular = `${plural[1]}${plural[2]}`
			offer = `${/^[aeiou]/iu.test(singular) ? 'an' : 'a'} ${singular}`
		}
	}
	const demo = leadKind === 'call' && DEMO.test(withoutUrl)
	const wantsStories =
		(intent === 'engagement' || intent === 'community') &&
		/(?<![\p{L}])(?:stor(?:y|ies)|experiences?|anecdotes?|historias?|experiencias?|anécdotas?|relatos?|hist[oó]rias?|experi[eê]ncias?)(?![\p{L}])/iu.test(
			withoutUrl,
		)
	const preorder = intent === 'sales' && PREORDER.test(withoutUrl)
	// "Vender el pack 'arroz al horno' – encárgalo por WhatsApp": the product is ordered.
	const orderIt = intent === 'sales' && product !== null && ORDER_IT.test(withoutUrl)
	return {
		intent,
		offer,
		audience,
		product,
		url,
		wantsLink,
		leadKind,
		demo,
		trial: trial && intent === 'leads',
		medium,
		wantsStories,
		preorder,
		order: (order || orderIt) && !preorder,
		price: intent === 'sales' && product && !DONATION.test(withoutUrl) ? priceIn(withoutUrl) : null,
		deadline: deadlineIn(withoutUrl),
		apply: appliedTo !== undefined && intent === 'leads',
		visit: intent === 'traffic' ? visit : null,
		follow: FOLLOWERS.test(withoutUrl) && !podcast && !channel,
		reserve,
		quote: leadKind === 'call' && QUOTE.test(withoutUrl),
		quoteOf: leadKind === 'call' ? quotedFor(withoutUrl) : null,
		quoteWord: leadKind === 'call' ? (QUOTE.exec(withoutUrl)?.[0].toLowerCase() ?? null) : null,
		via:
			leadKind === 'call' || ((order || orderIt) && !preorder)
				? (CHAT_APP.exec(withoutUrl)?.[1] ?? null)
				: null,
		phone: phoneIn(withoutUrl),
		saveShare: (intent === 'engagement' || intent === 'awareness') && SAVE_SHARE.test(withoutUrl),
		question,
		action,
		actionFormal:
			asKnown && asKnown.formal !== asKnown.informal
				? asKnown.formal
				: // "Apoya nuestro trabajo" to "usted": "Apoye nuestro trabajo".
					action && donation && /^(?:Apoya|Dona)\s/u.test(action)
					? action.replace(/^Apoya/u, 'Apoye').replace(/^Dona/u, 'Done')
					: appToDownload && asked && !upgradeTo && !speaking && !proposal
						? appAction(tidyPhrase(appToDownload, withoutUrl), withoutUrl).formal
						: null,
	}
}

/** "a table for Sunday lunch": the article the goal gives, else "a"/"una"/"uma" by language. */
function reservedPhrase(match: RegExpExecArray): string {
	const noun = (match[2] ?? '').trim()
	const article = (match[1] ?? '').trim()
	// "…para la cena de Nochevieja antes del 20 de di": the last day is said on its own, and a
	// word the length limit cut in two is left out.
	const written = match[3] ?? ''
	const cutMidWord = /^\p{L}/u.test(match.input.slice(match.index + match[0].length))
	let rest = written.replace(/\s+(?:antes|before|by|until|till|hasta|at[eé])(?![\p{L}]).*$/iu, '')
	if (cutMidWord && rest === written) rest = rest.replace(/\s+\S*$/u, '')
	rest = rest.replace(/\s+$/u, '')
	const plural = /s$/iu.test(noun) && !/(?:class|glass)$/iu.test(noun)
	const fallback = plural
		? ''
		: /^(?:mesa|habitaci|cita|clase|aula)/iu.test(noun)
			? /aula/iu.test(noun)
				? 'uma'
				: 'una'
			: /^(?:turno|quarto|hor[aá]rio)/iu.test(noun)
				? /turno/iu.test(noun)
					? 'un'
					: 'um'
				: /^[aeiou]/iu.test(noun)
					? 'an'
					: 'a'
	const lead = article || fallback
	return `${lead ? `${lead} ` : ''}${noun}${rest}`.trim()
}

type Gender = 'm' | 'f'
// What people sell, said in Spanish and Portuguese with its gender: "our JavaScript course" in
// a Spanish post is "nuestro curso de JavaScript", not "JavaScript course".
const PRODUCT_NOUNS: Record<string, { es: [string, Gender]; pt: [string, Gender] }> = {
	course: { es: ['curso', 'm'], pt: ['curso', 'm'] },
	book: { es: ['libro', 'm'], pt: ['livro', 'm'] },
	cookbook: { es: ['libro de recetas', 'm'], pt: ['livro de receitas', 'm'] },
	ebook: { es: ['ebook', 'm'], pt: ['e-book', 'm'] },
	guide: { es: ['guía', 'f'], pt: ['guia', 'm'] },
	newsletter: { es: ['newsletter', 'f'], pt: ['newsletter', 'f'] },
	podcast: { es: ['pódcast', 'm'], pt: ['podcast', 'm'] },
	app: { es: ['app', 'f'], pt: ['app', 'm'] },
	template: { es: ['plantilla', 'f'], pt: ['template', 'm'] },
	workshop: { es: ['taller', 'm'], pt: ['workshop', 'm'] },
	class: { es: ['clase', 'f'], pt: ['aula', 'f'] },
	bootcamp: { es: ['bootcamp', 'm'], pt: ['bootcamp', 'm'] },
	community: { es: ['comunidad', 'f'], pt: ['comunidade', 'f'] },
	membership: { es: ['membresía', 'f'], pt: ['assinatura', 'f'] },
	tool: { es: ['herramienta', 'f'], pt: ['ferramenta', 'f'] },
	kit: { es: ['kit', 'm'], pt: ['kit', 'm'] },
	program: { es: ['programa', 'm'], pt: ['programa', 'm'] },
	masterclass: { es: ['masterclass', 'f'], pt: ['masterclass', 'f'] },
}
const DETERMINERS: Record<string, { es: Record<Gender, string>; pt: Record<Gender, string> }> = {
	our: { es: { m: 'nuestro', f: 'nuestra' }, pt: { m: 'nosso', f: 'nossa' } },
	my: { es: { m: 'mi', f: 'mi' }, pt: { m: 'meu', f: 'minha' } },
	the: { es: { m: 'el', f: 'la' }, pt: { m: 'o', f: 'a' } },
}

/**
 * An English goal's product said in a Spanish or Portuguese post, when it is a known kind of
 * product with a name or subject before it ("our JavaScript course", "my Sourdough Basics
 * book"); null when it is anything else, which is then left to the caller.
 */
export function productInLanguage(text: string, language: 'es' | 'pt'): string | null {
	const match = /^(our|my|the)\s+((?:\p{Lu}[\p{L}\p{N}.+#'’-]*\s+){1,4})(\p{Ll}+)$/u.exec(
		text.trim(),
	)
	if (!match) return null
	const noun = PRODUCT_NOUNS[match[3] ?? '']?.[language]
	const determiner = DETERMINERS[(match[1] ?? '').toLowerCase()]?.[language]
	if (!noun || !determiner) return null
	const [word, gender] = noun
	const named = (match[2] ?? '').trim()
	// "JavaScript" is what the course is about ("curso de JavaScript"); "Sourdough Basics" is the
	// book's name ("libro Sourdough Basics").
	return `${determiner[gender]} ${word}${named.includes(' ') ? ' ' : ' de '}${named}`
}
