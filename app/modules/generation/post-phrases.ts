// The few words the built-in engine writes itself: calls to action that name the goal's offer,
// short labels before a key sentence, list intros, questions for the comments. Hand-written per
// language (not word-for-word translations), per register (formal, neutral, casual). They state
// no facts and no numbers, so they cannot contradict the source. Slots: {offer}, {product},
// {topic}, {link}, {title}.
import { type ContentLanguage } from './source-analysis.ts'

/** [formal, neutral, casual] */
export type ByRegister = readonly [readonly string[], readonly string[], readonly string[]]

type CtaSet = {
	traffic: {
		offer: ByRegister
		generic: ByRegister
		bioOffer: ByRegister
		bio: ByRegister
		/** an offer that is not read (courses, a tool, a shop): "Explore our Rust training courses" */
		explore: ByRegister
		exploreBio: ByRegister
	}
	newsletter: ByRegister
	/** a newsletter the goal names: "Subscribe to my hosting newsletter Guest Ready" */
	newsletterOffer: ByRegister
	/** the same, on Instagram, where the link is in the bio */
	newsletterBio: ByRegister
	newsletterOfferBio: ByRegister
	call: ByRegister
	download: ByRegister
	signup: ByRegister
	salesProduct: ByRegister
	salesGeneric: ByRegister
	salesBio: ByRegister
	salesProductBio: ByRegister
	/** a sale of something not out yet: "Pre-order {product}" */
	preorder: ByRegister
	preorderBio: ByRegister
	/** a sale placed as an order: "Order takeout: {link}" */
	order: ByRegister
	orderBio: ByRegister
	/** the same, through the chat app the goal names: "Pida sus tortillas por WhatsApp" */
	orderVia: ByRegister
	orderViaBio: ByRegister
	/** a program applied to: "Apply to our spring cohort: {link}" */
	apply: ByRegister
	applyBio: ByRegister
	/** a place to come to, with when: "Come visit the truck this weekend: {link}" */
	visit: ByRegister
	visitBio: ByRegister
	/** a place kept for the reader: "Book a table for Sunday lunch: {link}" */
	reserve: ByRegister
	reserveBio: ByRegister
	/** "Receber pedidos de orçamento": a quote is asked for, not a call booked */
	quote: ByRegister
	quoteBio: ByRegister
	/** the same, through the chat app the goal names: "Peça seu orçamento pelo WhatsApp" */
	quoteVia: ByRegister
	/** "Cotações de seguro viagem": the quote for what the goal names */
	quoteOf: ByRegister
	quoteOfBio: ByRegister
	quoteViaBio: ByRegister
	/** the number the goal gives, rung: "call", "llame al", "ligue para" (the number follows) */
	callNumber: ByRegister
	/** both: "Peça seu orçamento de pacotes para a Europa pelo WhatsApp" */
	quoteOfVia: ByRegister
	quoteOfViaBio: ByRegister
	/** "Get more people to save and share my recipes": readers keep the post and pass it on */
	saveShare: ByRegister
	/** a following to grow: "Follow us for more on {topic}." */
	follow: ByRegister
	engagement: ByRegister
	awareness: ByRegister
	community: ByRegister
	communityLink: ByRegister
	/** a community the goal names: "Únete a nuestra comunidad en Discord" */
	communityOffer: ByRegister
	communityOfferBio: ByRegister
	/** the goal's own action ("Take the survey"), in {action}, with the link */
	action: ByRegister
	actionBio: ByRegister
	/** a link the goal gives for an action the post cannot say in its language */
	details: ByRegister
	detailsBio: ByRegister
	/** a goal that asks readers for their own stories */
	stories: ByRegister
	hiring: ByRegister
	hiringGeneric: ByRegister
	/** people asked to take part, not hired: "We're looking for mentors. Details: {link}" */
	volunteer: ByRegister
	volunteerBio: ByRegister
	event: ByRegister
	eventGeneric: ByRegister
	leadsBio: ByRegister
	/** a download the goal names, from Instagram */
	downloadBio: ByRegister
	/** engagement under a how-to or a recipe: readers add their own tips, not a verdict */
	engagementTips: ByRegister
	/** traffic goals that send people to an episode or a video: {offer} may be empty */
	listen: ByRegister
	listenBio: ByRegister
	watch: ByRegister
	watchBio: ByRegister
	/** a channel to subscribe to */
	subscribe: ByRegister
	subscribeBio: ByRegister
	hiringBio: ByRegister
	hiringBioGeneric: ByRegister
	eventBio: ByRegister
	eventBioGeneric: ByRegister
	callBio: ByRegister
	/** a call goal that names what is booked, with its article: "a Clearbill demo" */
	callOffer: ByRegister
	/** a call the goal names, booked plainly (no "Want to see it live?", which is for demos) */
	callBook: ByRegister
	/** a call about a service the goal names: "our engineering management consulting" */
	callAbout: ByRegister
	callAboutBio: ByRegister
	/** a sign-up goal that names what people sign up for: a bootcamp, a beta, a cohort */
	signupOffer: ByRegister
	signupOfferBio: ByRegister
	/** awareness under a story, an essay or an episode: nothing to save for later */
	awarenessShare: ByRegister
	callBioGeneric: ByRegister
	/** a demo of what the goal names: "Book a demo of our leave management software" */
	demo: ByRegister
	demoBio: ByRegister
	/** something to try: "Try Focus Mode in our app" */
	trial: ByRegister
	trialBio: ByRegister
}

export type PhraseSet = {
	cta: CtaSet
	labels: { lesson: ByRegister; tip: ByRegister; fact: ByRegister; question: ByRegister }
	listIntro: {
		ingredients: ByRegister
		steps: ByRegister
		points: ByRegister
		links: ByRegister
	}
	newPost: { post: ByRegister; episode: ByRegister; issue: ByRegister; recipe: ByRegister }
	/** what a recipe is made of, its main ingredients in the slot */
	madeWith: ByRegister
	/** a collection of recipes, its dishes in the slot */
	dishes: ByRegister
	/** the word that joins the last two items of a list */
	and: string
	/** "link in bio" for a post with no clickable link */
	bio: string
}

const same = (list: readonly string[]): ByRegister => [list, list, list]
// Spanish: a formal voice says "usted" ("Escuche el episodio"), the others "tú".
const usted = (formal: readonly string[], informal: readonly string[]): ByRegister => [
	formal,
	informal,
	informal,
]

export const PHRASES: Record<ContentLanguage, PhraseSet> = {
	en: {
		cta: {
			traffic: {
				offer: [
					['Read {offer}: {link}', 'Find {offer} here: {link}'],
					['Read {offer} here: {link}', 'Read {offer}: {link}'],
					['Read {offer} → {link}', 'Here’s {offer}: {link}'],
				],
				generic: [
					['Read the full post: {link}', 'The complete article: {link}'],
					['Read the full post: {link}', 'The whole post is on the blog: {link}'],
					['Full post → {link}', 'The whole story is on the blog: {link}'],
				],
				bioOffer: same(['Read {offer} via the link in bio.', 'Find {offer} at the link in bio.']),
				explore: same(['Explore {offer}: {link}', 'Check out {offer}: {link}']),
				exploreBio: same([
					'Explore {offer} via the link in bio.',
					'Check out {offer} at the link in bio.',
				]),
				bio: [
					['The full article is linked in our bio.', 'Read the complete post via the link in bio.'],
					['Read the full post via the link in bio.', 'The whole post is at the link in bio.'],
					['Full post at the link in bio.', 'Tap the link in bio for the whole story.'],
				],
			},
			newsletter: [
				['Subscribe to the newsletter: {link}', 'Receive the next issue by email: {link}'],
				['Get posts like this by email: {link}', 'Subscribe to the newsletter: {link}'],
				['Want more like this? Subscribe: {link}', 'Get the next one in your inbox: {link}'],
			],
			newsletterOffer: [
				['Subscribe to {offer}: {link}', 'Receive {offer} by email: {link}'],
				['Subscribe to {offer}: {link}', 'Get {offer} in your inbox: {link}'],
				['Get {offer} in your inbox: {link}', 'Subscribe to {offer}: {link}'],
			],
			newsletterBio: [
				[
					'Subscribe to the newsletter via the link in bio.',
					'Receive the next issue by email: link in bio.',
				],
				[
					'Get posts like this by email: link in bio.',
					'Subscribe to the newsletter via the link in bio.',
				],
				[
					'Want more like this? Subscribe via the link in bio.',
					'Get the next one in your inbox: link in bio.',
				],
			],
			newsletterOfferBio: [
				['Subscribe to {offer} via the link in bio.', 'Receive {offer} by email: link in bio.'],
				['Subscribe to {offer} via the link in bio.', 'Get {offer} in your inbox: link in bio.'],
				['Get {offer} in your inbox: link in bio.', 'Subscribe to {offer}: link in bio.'],
			],
			call: [
				['Book a call with us: {link}', 'Schedule a conversation: {link}'],
				['Book a call: {link}', 'Want to talk it through? Book a call: {link}'],
				['Want to talk it through? Book a call: {link}', 'Grab a slot for a call: {link}'],
			],
			callOffer: [
				['Book {offer}: {link}', 'Schedule {offer}: {link}'],
				['Book {offer}: {link}', 'Want to see it for yourself? Book {offer}: {link}'],
				['Want to see it live? Book {offer}: {link}', 'Grab {offer}: {link}'],
			],
			callBook: same(['Book {offer}: {link}', 'Schedule {offer}: {link}']),
			callAbout: same(['Book a call about {offer}: {link}', 'Talk to us about {offer}: {link}']),
			callAboutBio: same([
				'Book a call about {offer} via the link in bio.',
				'Talk to us about {offer}: link in bio.',
			]),
			download: same(['Get {offer}: {link}', 'Download {offer}: {link}']),
			signupOffer: same(['Sign up for {offer}: {link}', 'Join {offer}: {link}']),
			signupOfferBio: same([
				'Sign up for {offer} via the link in bio.',
				'Join {offer}: link in bio.',
			]),
			demo: same(['Book a demo of {offer}: {link}', 'See {offer} in a live demo: {link}']),
			demoBio: same([
				'Book a demo of {offer} via the link in bio.',
				'See {offer} in a live demo: link in bio.',
			]),
			trial: same(['Try {offer}: {link}', 'Give {offer} a try: {link}']),
			trialBio: same(['Try {offer} via the link in bio.', 'Give {offer} a try: link in bio.']),
			signup: [
				['Sign up to receive more: {link}', 'Register for updates: {link}'],
				['Sign up for more like this: {link}', 'Join the list for more: {link}'],
				['Want more? Sign up: {link}', 'Join the list: {link}'],
			],
			salesProduct: [
				['Learn more about {product}: {link}', 'Discover {product}: {link}'],
				['Take a look at {product}: {link}', 'Get {product}: {link}'],
				['Get {product} → {link}', 'Check out {product}: {link}'],
			],
			salesGeneric: [
				['Learn more about what we offer: {link}', 'See how we can help: {link}'],
				['See what we offer: {link}', 'Learn more: {link}'],
				['See what we’re up to: {link}', 'More about what we do: {link}'],
			],
			salesBio: same([
				'More about what we offer at the link in bio.',
				'See what we do via the link in bio.',
			]),
			salesProductBio: same([
				'Get {product} via the link in bio.',
				'Find {product} at the link in bio.',
			]),
			preorder: [
				['Pre-order {product}: {link}', 'Reserve {product} ahead of release: {link}'],
				['Pre-order {product}: {link}', 'Be first to get {product}. Pre-order: {link}'],
				['Pre-order {product} → {link}', 'Want {product} on day one? Pre-order: {link}'],
			],
			order: same(['Order {product}: {link}', 'Order {product} → {link}']),
			orderVia: same(['Order {product} on {via}: {link}']),
			orderViaBio: same(['Order {product} on {via}: link in bio.']),
			apply: same(['Apply to {offer}: {link}', 'Applications for {offer} are open: {link}']),
			applyBio: same([
				'Apply to {offer} via the link in bio.',
				'Applications for {offer} are open: link in bio.',
			]),
			visit: same(['Come visit {visit}: {link}', 'Swing by {visit}: {link}']),
			visitBio: same([
				'Come visit {visit}. Details at the link in bio.',
				'Swing by {visit}: where and when at the link in bio.',
			]),
			reserve: same(['Book {reserve}: {link}', 'Reserve {reserve} → {link}']),
			reserveBio: same(['Book {reserve} via the link in bio.', 'Reserve {reserve}: link in bio.']),
			quote: same(['Get a quote: {link}', 'Ask us for a quote: {link}']),
			quoteBio: same(['Ask for a quote via the link in bio.', 'Get a quote: link in bio.']),
			quoteVia: same(['Ask for a quote on {via}: {link}', 'Get a quote on {via}: {link}']),
			quoteOf: same(['Get a quote for {quoteOf}: {link}']),
			quoteOfBio: same(['Get a quote for {quoteOf}: link in bio.']),
			quoteViaBio: same(['Ask for a quote on {via}: link in bio.']),
			callNumber: same(['call']),
			quoteOfVia: same(['Get a quote for {quoteOf} on {via}: {link}']),
			quoteOfViaBio: same(['Get a quote for {quoteOf} on {via}: link in bio.']),
			saveShare: [
				['Save this for later, and share it with someone who will find it useful.'],
				[
					'Save this for later and share it with a friend.',
					'Worth keeping? Save it and pass it on.',
				],
				[
					'Save this one and send it to a friend who needs it.',
					'Save it for later, share it with your people.',
				],
			],
			follow: same(['Follow us for more on {topic}.', 'Follow us for more like this.']),
			orderBio: same(['Order {product} via the link in bio.', 'Order {product}: link in bio.']),
			preorderBio: same([
				'Pre-order {product} via the link in bio.',
				'{product} is up for pre-order: link in bio.',
			]),
			engagement: [
				[
					'What has your experience been?',
					'How does your team approach {topic}?',
					'We would welcome your perspective.',
				],
				['What would you add?', 'What’s your experience with {topic}?', 'Agree, or not quite?'],
				[
					'What’s your take?',
					'What’s your experience with {topic}? Tell me in the comments.',
					'Agree? Disagree? Let me know in the comments.',
				],
			],
			awareness: [
				[
					'Follow for more on {topic}.',
					'Share this with a colleague who will find it useful.',
					'Keep this for future reference.',
				],
				[
					'Follow for more on {topic}.',
					'Know someone who needs this? Pass it on.',
					'Save this for later.',
				],
				[
					'Follow for more on {topic}.',
					'Send this to someone who needs it.',
					'Save this one for later.',
				],
			],
			community: [
				['We would like to hear your experience.', 'Share your perspective in the comments.'],
				['Tell us your story in the comments.', 'How is it going for you?'],
				['Your turn: how’s it going for you?', 'Tell us your story in the comments.'],
			],
			awarenessShare: [
				[
					'Follow for more on {topic}.',
					'Share this with a colleague who will find it useful.',
					'Follow us for more perspectives on {topic}.',
				],
				[
					'Follow for more on {topic}.',
					'Know someone who needs this? Pass it on.',
					'Follow along for more on {topic}.',
				],
				[
					'Follow for more on {topic}.',
					'Send this to someone who needs it.',
					'Tag someone who should see this.',
				],
			],
			communityLink: same(['Join the conversation: {link}', 'Join us: {link}']),
			communityOffer: same(['Join {offer}: {link}', 'Come join {offer}: {link}']),
			communityOfferBio: same(['Join {offer} via the link in bio.']),
			action: same(['{action}: {link}']),
			actionBio: same(['{action}: link in bio.']),
			details: same(['Details: {link}', 'More here: {link}']),
			detailsBio: same(['Details at the link in bio.']),
			stories: [
				[
					'Has something similar happened to you? We would like to hear your story in the comments.',
					'We would welcome your own experience in the comments.',
				],
				[
					'Has something like this happened to you? Tell me in the comments.',
					'What’s your version of this story? I’d love to read yours in the comments.',
				],
				[
					'Got a story like this? Share yours in the comments.',
					'Your turn: what’s your version of this? Tell me in the comments.',
				],
			],
			hiring: [
				[
					'We are hiring {offer}. Apply here: {link}',
					'We are looking for {offer}. Details: {link}',
				],
				['We’re hiring {offer}: {link}', 'Join us as {offer}: {link}'],
				['We’re hiring {offer}! Apply: {link}', 'Come work with us: {link}'],
			],
			hiringGeneric: same(['We’re hiring. See the open roles: {link}', 'Join the team: {link}']),
			volunteer: same([
				'We’re looking for {offer}. Details: {link}',
				'We’re looking for {offer}. Here is how to take part: {link}',
			]),
			volunteerBio: same([
				'We’re looking for {offer}. Details at the link in bio.',
				'We’re looking for {offer}. How to take part: link in bio.',
			]),
			event: same(['Join us at {offer}: {link}', 'Save your spot for {offer}: {link}']),
			eventGeneric: same(['Save your spot: {link}', 'Register here: {link}']),
			leadsBio: same(['More at the link in bio.', 'Sign up via the link in bio.']),
			downloadBio: same(['Get {offer} via the link in bio.', 'Grab {offer} at the link in bio.']),
			engagementTips: [
				['What would you add?', 'What has worked for you?'],
				['What would you add?', 'What’s your own best tip?'],
				['Got a trick of your own? Tell me in the comments.', 'What’s worked for you?'],
			],
			listen: same(['Listen to {offer}: {link}', 'Listen to the full episode: {link}']),
			listenBio: same([
				'Listen to {offer} via the link in bio.',
				'The full episode is at the link in bio.',
			]),
			subscribe: same(['Subscribe to the channel: {link}', 'Subscribe for the next video: {link}']),
			subscribeBio: same([
				'Subscribe to the channel via the link in bio.',
				'The channel is at the link in bio. Subscribe for the next one.',
			]),
			watch: same(['Watch {offer}: {link}', 'Watch the full video: {link}']),
			watchBio: same([
				'Watch {offer} via the link in bio.',
				'The full video is at the link in bio.',
			]),
			hiringBio: [
				[
					'We are hiring {offer}. Apply via the link in bio.',
					'We are looking for {offer}. Details at the link in bio.',
				],
				[
					'We’re hiring {offer}. Apply via the link in bio.',
					'We’re looking for {offer}. Details at the link in bio.',
				],
				[
					'We’re hiring {offer}. Apply via the link in bio.',
					'We’re looking for {offer}. Details at the link in bio.',
				],
			],
			hiringBioGeneric: [
				[
					'We are hiring. The open roles are at the link in bio.',
					'Come work with us: the roles are at the link in bio.',
				],
				[
					'We’re hiring. Open roles at the link in bio.',
					'Come work with us: the roles are at the link in bio.',
				],
				[
					'We’re hiring. Open roles at the link in bio.',
					'Come work with us: the roles are at the link in bio.',
				],
			],
			eventBio: same([
				'Save your spot for {offer} via the link in bio.',
				'Join us at {offer}: link in bio.',
			]),
			eventBioGeneric: same([
				'Save your spot via the link in bio.',
				'Register via the link in bio.',
			]),
			callBio: same(['Book {offer} via the link in bio.', 'Book {offer}: link in bio.']),
			callBioGeneric: same([
				'Want to talk? Book a time via the link in bio.',
				'Book a call via the link in bio.',
			]),
		},
		labels: {
			lesson: [
				['Key takeaway:', 'The main lesson:'],
				['The lesson:', 'Worth remembering:'],
				['Here’s the thing:', 'The big lesson:'],
			],
			tip: [
				['Recommendation:', 'A practical tip:'],
				['Tip:', 'Try this:'],
				['Quick tip:', 'Try this:'],
			],
			fact: [
				['By the numbers:', 'The figure:'],
				['One number:', 'The data point:'],
				['One number:', 'By the numbers:'],
			],
			question: same(['']),
		},
		listIntro: {
			ingredients: [
				['Ingredients:', 'What you need:'],
				['What you need:', 'The ingredients:'],
				['You’ll need:', 'What you need:'],
			],
			steps: [
				['The steps:', 'The method:'],
				['How it works:', 'The steps:'],
				['How to do it:', 'The steps:'],
			],
			points: [
				['Key points:', 'In summary:'],
				['The essentials:', 'What stood out:'],
				['The good stuff:', 'What stood out:'],
			],
			links: same(['Worth reading:', 'Links worth your time:']),
		},
		newPost: {
			post: [
				['New article: {title}', 'Now published: {title}'],
				['New post: {title}', 'Just published: {title}'],
				['New post! {title}', 'Just out: {title}'],
			],
			episode: same(['New episode: {title}', 'Out now: {title}']),
			issue: same(['New issue: {title}', 'Out now: {title}']),
			recipe: same(['{title}', '{title}']),
		},
		madeWith: same(['Made with {items}.', 'What goes in: {items}.']),
		dishes: same(['The recipes: {items}.', 'Inside: {items}.']),
		and: 'and',
		bio: 'link in bio',
	},
	es: {
		cta: {
			traffic: {
				offer: [
					['Lea {offer}: {link}', 'Encuentre {offer} aquí: {link}'],
					['Lee {offer} aquí: {link}', 'Lee {offer}: {link}'],
					['Lee {offer} → {link}', 'Aquí tienes {offer}: {link}'],
				],
				generic: [
					['Lea el artículo completo: {link}', 'El artículo completo: {link}'],
					['Lee el artículo completo: {link}', 'El post completo, en el blog: {link}'],
					['El post completo → {link}', 'Toda la historia, en el blog: {link}'],
				],
				bioOffer: usted(
					['Lea {offer}: enlace en la bio.', '{offer}, en el enlace de la bio.'],
					['Lee {offer}: enlace en la bio.', '{offer}, en el enlace de la bio.'],
				),
				explore: usted(
					['Descubra {offer}: {link}', 'Conozca {offer}: {link}'],
					['Descubre {offer}: {link}', 'Echa un vistazo a {offer}: {link}'],
				),
				exploreBio: usted(
					['Descubra {offer} en el enlace de la bio.'],
					['Descubre {offer} en el enlace de la bio.'],
				),
				bio: [
					[
						'El artículo completo está en el enlace de nuestra bio.',
						'Lea el artículo completo en el enlace de la bio.',
					],
					[
						'Lee el artículo completo en el enlace de la bio.',
						'El post completo está en el enlace de la bio.',
					],
					[
						'El post completo, en el enlace de la bio.',
						'Toda la historia, en el enlace de la bio.',
					],
				],
			},
			newsletter: [
				['Suscríbase a la newsletter: {link}', 'Reciba el próximo número por correo: {link}'],
				['Recibe más como esto en tu correo: {link}', 'Suscríbete a la newsletter: {link}'],
				['¿Quieres más? Suscríbete: {link}', 'Recibe el próximo en tu correo: {link}'],
			],
			newsletterOffer: [
				['Suscríbase a {offer}: {link}', 'Reciba {offer} por correo: {link}'],
				['Suscríbete a {offer}: {link}', 'Recibe {offer} en tu correo: {link}'],
				['Suscríbete a {offer}: {link}', 'Recibe {offer} en tu correo: {link}'],
			],
			newsletterBio: [
				[
					'Suscríbase a la newsletter desde el enlace de la bio.',
					'Reciba el próximo número por correo: enlace en la bio.',
				],
				[
					'Recibe más como esto en tu correo: enlace en la bio.',
					'Suscríbete a la newsletter desde el enlace de la bio.',
				],
				[
					'¿Quieres más? Suscríbete desde el enlace de la bio.',
					'Recibe el próximo en tu correo: enlace en la bio.',
				],
			],
			newsletterOfferBio: [
				[
					'Suscríbase a {offer} desde el enlace de la bio.',
					'Reciba {offer} por correo: enlace en la bio.',
				],
				[
					'Suscríbete a {offer} desde el enlace de la bio.',
					'Recibe {offer} en tu correo: enlace en la bio.',
				],
				[
					'Suscríbete a {offer} desde el enlace de la bio.',
					'Recibe {offer} en tu correo: enlace en la bio.',
				],
			],
			call: usted(
				['Reserve una llamada: {link}', '¿Lo hablamos? Reserve una llamada: {link}'],
				['Reserva una llamada: {link}', '¿Lo hablamos? Reserva una llamada: {link}'],
			),
			callOffer: usted(
				['Reserve {offer}: {link}', '¿Quiere verlo en directo? Reserve {offer}: {link}'],
				['Reserva {offer}: {link}', '¿Quieres verlo en directo? Reserva {offer}: {link}'],
			),
			callBook: usted(
				['Reserve {offer}: {link}', 'Agende {offer}: {link}'],
				['Reserva {offer}: {link}', 'Agenda {offer}: {link}'],
			),
			callAbout: usted(
				['Reserve una llamada sobre {offer}: {link}', 'Hablemos de {offer}: {link}'],
				['Reserva una llamada sobre {offer}: {link}', 'Hablemos de {offer}: {link}'],
			),
			callAboutBio: usted(
				[
					'Reserve una llamada sobre {offer} en el enlace de la bio.',
					'Hablemos de {offer}: enlace en la bio.',
				],
				[
					'Reserva una llamada sobre {offer} en el enlace de la bio.',
					'Hablemos de {offer}: enlace en la bio.',
				],
			),
			download: usted(
				['Obtenga {offer}: {link}', 'Descargue {offer}: {link}'],
				['Consigue {offer}: {link}', 'Descarga {offer}: {link}'],
			),
			demo: usted(
				['Reserve una demo de {offer}: {link}', 'Vea {offer} en una demo en directo: {link}'],
				['Reserva una demo de {offer}: {link}', 'Mira {offer} en una demo en directo: {link}'],
			),
			demoBio: usted(
				['Reserve una demo de {offer} en el enlace de la bio.'],
				['Reserva una demo de {offer} en el enlace de la bio.'],
			),
			trial: usted(
				['Pruebe {offer}: {link}', 'Descubra {offer} por usted mismo: {link}'],
				['Prueba {offer}: {link}', 'Dale una oportunidad a {offer}: {link}'],
			),
			trialBio: usted(
				['Pruebe {offer} desde el enlace de la bio.'],
				['Prueba {offer} desde el enlace de la bio.'],
			),
			signupOffer: usted(
				['Inscríbase en {offer}: {link}', 'Reserve su plaza en {offer}: {link}'],
				['Apúntate a {offer}: {link}', 'Inscríbete en {offer}: {link}'],
			),
			signupOfferBio: usted(
				['Inscríbase en {offer} en el enlace de la bio.'],
				['Apúntate a {offer} en el enlace de la bio.', 'Inscríbete en {offer}: enlace en la bio.'],
			),
			signup: usted(
				['Regístrese para recibir más: {link}', 'Suscríbase para recibir más: {link}'],
				['Apúntate para recibir más: {link}', 'Regístrate para recibir más: {link}'],
			),
			salesProduct: usted(
				['Conozca {product}: {link}', 'Consiga {product}: {link}'],
				['Echa un vistazo a {product}: {link}', 'Consigue {product}: {link}'],
			),
			salesGeneric: usted(
				['Descubra lo que hacemos: {link}', 'Más información: {link}'],
				['Descubre lo que hacemos: {link}', 'Más información: {link}'],
			),
			salesBio: usted(
				[
					'Descubra lo que hacemos en el enlace de la bio.',
					'Más información en el enlace de la bio.',
				],
				[
					'Descubre lo que hacemos en el enlace de la bio.',
					'Más información en el enlace de la bio.',
				],
			),
			salesProductBio: usted(
				['Consiga {product} en el enlace de la bio.', '{product}, en el enlace de la bio.'],
				['Consigue {product} en el enlace de la bio.', '{product}, en el enlace de la bio.'],
			),
			apply: usted(
				['Postúlese a {offer}: {link}', 'Están abiertas las inscripciones para {offer}: {link}'],
				['Postúlate a {offer}: {link}', 'Están abiertas las inscripciones para {offer}: {link}'],
			),
			applyBio: usted(
				[
					'Postúlese a {offer} desde el enlace de la bio.',
					'Inscripciones abiertas: enlace en la bio.',
				],
				[
					'Postúlate a {offer} desde el enlace de la bio.',
					'Inscripciones abiertas: enlace en la bio.',
				],
			),
			reserve: usted(['Reserve {reserve}: {link}'], ['Reserva {reserve}: {link}']),
			reserveBio: usted(
				['Reserve {reserve} en el enlace de la bio.'],
				['Reserva {reserve} en el enlace de la bio.'],
			),
			quote: usted(
				['Pida su presupuesto: {link}', 'Solicite un presupuesto: {link}'],
				['Pide tu presupuesto: {link}', 'Solicita un presupuesto: {link}'],
			),
			quoteBio: usted(
				['Pida su presupuesto en el enlace de la bio.'],
				['Pide tu presupuesto en el enlace de la bio.'],
			),
			quoteVia: usted(
				['Pida su presupuesto por {via}: {link}'],
				['Pide tu presupuesto por {via}: {link}'],
			),
			quoteOf: usted(
				['Pida presupuesto para {quoteOf}: {link}'],
				['Pide presupuesto para {quoteOf}: {link}'],
			),
			quoteOfBio: usted(
				['Pida presupuesto para {quoteOf}: enlace en la bio.'],
				['Pide presupuesto para {quoteOf}: enlace en la bio.'],
			),
			quoteViaBio: usted(
				['Pida su presupuesto por {via}: enlace en la bio.'],
				['Pide tu presupuesto por {via}: enlace en la bio.'],
			),
			callNumber: usted(['llame al'], ['llama al']),
			quoteOfVia: usted(
				['Pida presupuesto para {quoteOf} por {via}: {link}'],
				['Pide presupuesto para {quoteOf} por {via}: {link}'],
			),
			quoteOfViaBio: usted(
				['Pida presupuesto para {quoteOf} por {via}: enlace en la bio.'],
				['Pide presupuesto para {quoteOf} por {via}: enlace en la bio.'],
			),
			saveShare: usted(
				['Guárdelo para más tarde y compártalo con quien le pueda servir.'],
				[
					'Guárdalo para después y compártelo con quien lo necesite.',
					'Guárdalo y pásaselo a alguien que lo vaya a disfrutar.',
				],
			),
			visit: usted(['Venga a visitar {visit}: {link}'], ['Ven a visitar {visit}: {link}']),
			visitBio: usted(
				['Venga a visitar {visit}. Detalles en el enlace de la bio.'],
				['Ven a visitar {visit}. Detalles en el enlace de la bio.'],
			),
			follow: usted(
				['Síganos para más sobre {topic}.', 'Síganos para no perderse las próximas publicaciones.'],
				[
					'Síguenos para más sobre {topic}.',
					'Síguenos para no perderte las próximas publicaciones.',
				],
			),
			order: usted(
				['Pida {product}: {link}', 'Haga su pedido de {product}: {link}'],
				['Pide {product}: {link}', 'Haz tu pedido de {product}: {link}'],
			),
			orderBio: usted(
				['Pida {product} desde el enlace de la bio.', 'Haga su pedido: enlace en la bio.'],
				['Pide {product} desde el enlace de la bio.', 'Haz tu pedido: enlace en la bio.'],
			),
			orderVia: usted(
				['Pida {product} por {via}: {link}', 'Haga su pedido por {via}: {link}'],
				['Pide {product} por {via}: {link}', 'Haz tu pedido por {via}: {link}'],
			),
			orderViaBio: usted(
				['Pida {product} por {via}: enlace en la bio.'],
				['Pide {product} por {via}: enlace en la bio.'],
			),
			preorder: usted(
				['Reserve {product} en preventa: {link}', '{product} ya está en preventa: {link}'],
				['Reserva {product} en preventa: {link}', '{product} ya está en preventa: {link}'],
			),
			preorderBio: usted(
				[
					'Reserve {product} en preventa desde el enlace de la bio.',
					'{product} ya está en preventa: enlace en la bio.',
				],
				[
					'Reserva {product} en preventa desde el enlace de la bio.',
					'{product} ya está en preventa: enlace en la bio.',
				],
			),
			engagement: [
				[
					'¿Cuál es su experiencia?',
					'¿Cómo aborda su equipo {topic}?',
					'Nos interesa su punto de vista.',
				],
				['¿Qué añadirías?', '¿Cómo lo haces tú con {topic}?', '¿Estás de acuerdo?'],
				['¿Tú qué opinas?', '¿Cómo lo llevas tú con {topic}? Cuéntamelo en los comentarios.'],
			],
			awareness: usted(
				[
					'Síganos para más sobre {topic}.',
					'Compártalo con quien lo necesite.',
					'Guárdelo para tenerlo a mano.',
				],
				[
					'Sígueme para más sobre {topic}.',
					'Compártelo con quien lo necesite.',
					'Guárdalo para tenerlo a mano.',
				],
			),
			awarenessShare: usted(
				[
					'Síganos para más sobre {topic}.',
					'Compártalo con quien lo necesite.',
					'Síganos para más reflexiones como esta.',
				],
				[
					'Sígueme para más sobre {topic}.',
					'Compártelo con quien lo necesite.',
					'Etiqueta a alguien que debería leer esto.',
				],
			),
			community: usted(
				['Cuéntenos su experiencia en los comentarios.', '¿Cómo le va a usted?'],
				['Cuéntanos tu historia en los comentarios.', '¿Cómo te va a ti?'],
			),
			communityOffer: usted(
				['Únase a {offer}: {link}'],
				['Únete a {offer}: {link}', 'Te esperamos en {offer}: {link}'],
			),
			communityOfferBio: usted(
				['Únase a {offer} desde el enlace de la bio.'],
				['Únete a {offer} desde el enlace de la bio.'],
			),
			communityLink: usted(
				['Únase a la conversación: {link}', 'Únase: {link}'],
				['Únete a la conversación: {link}', 'Únete: {link}'],
			),
			action: same(['{action}: {link}']),
			actionBio: same(['{action}: enlace en la bio.']),
			details: usted(
				['Más información: {link}', 'Aquí tiene los detalles: {link}'],
				['Más información: {link}', 'Aquí tienes los detalles: {link}'],
			),
			detailsBio: same(['Los detalles, en el enlace de la bio.']),
			stories: usted(
				[
					'¿Le ha pasado algo parecido? Cuéntenoslo en los comentarios.',
					'¿Cuál es su versión de esta historia? Le leemos en los comentarios.',
				],
				[
					'¿Te ha pasado algo parecido? Cuéntamelo en los comentarios.',
					'¿Cuál es tu versión de esta historia? Te leo en los comentarios.',
				],
			),
			hiring: same(['Estamos contratando {offer}: {link}', 'Buscamos {offer}: {link}']),
			volunteer: same([
				'Buscamos {offer}. Todos los detalles: {link}',
				'Buscamos {offer}. Así puedes participar: {link}',
			]),
			volunteerBio: same([
				'Buscamos {offer}. Todos los detalles en el enlace de la bio.',
				'Buscamos {offer}. Cómo participar: enlace en la bio.',
			]),
			hiringGeneric: usted(
				['Estamos contratando. Consulte las vacantes: {link}', 'Únase al equipo: {link}'],
				['Estamos contratando. Mira las vacantes: {link}', 'Únete al equipo: {link}'],
			),
			event: usted(
				['Únase a {offer}: {link}', 'Reserve su plaza para {offer}: {link}'],
				['Únete a {offer}: {link}', 'Reserva tu plaza para {offer}: {link}'],
			),
			eventGeneric: usted(
				['Reserve su plaza: {link}', 'Inscríbase aquí: {link}'],
				['Reserva tu plaza: {link}', 'Inscríbete aquí: {link}'],
			),
			leadsBio: usted(
				['Más en el enlace de la bio.', 'Inscríbase en el enlace de la bio.'],
				['Más en el enlace de la bio.', 'Apúntate en el enlace de la bio.'],
			),
			downloadBio: usted(
				['Descargue {offer} desde el enlace de la bio.', '{offer}, en el enlace de la bio.'],
				['Descarga {offer} desde el enlace de la bio.', '{offer}, en el enlace de la bio.'],
			),
			engagementTips: [
				['¿Qué añadiría usted?', '¿Qué le ha funcionado a usted?'],
				['¿Qué añadirías?', '¿Tienes algún truco propio? Cuéntalo abajo.'],
				['¿Tienes un truco propio? Déjalo abajo.', '¿Qué te ha funcionado a ti?'],
			],
			listen: usted(
				['Escuche {offer}: {link}', 'Escuche el episodio completo: {link}'],
				['Escucha {offer}: {link}', 'Escucha el episodio completo: {link}'],
			),
			listenBio: usted(
				[
					'Escuche {offer} en el enlace de la bio.',
					'El episodio completo, en el enlace de la bio.',
				],
				[
					'Escucha {offer} en el enlace de la bio.',
					'El episodio completo, en el enlace de la bio.',
				],
			),
			subscribe: usted(
				['Suscríbase al canal: {link}', 'Suscríbase para el próximo vídeo: {link}'],
				['Suscríbete al canal: {link}', 'Suscríbete para no perderte el próximo: {link}'],
			),
			subscribeBio: usted(
				[
					'Suscríbase al canal en el enlace de la bio.',
					'El canal está en el enlace de la bio. Suscríbase para no perderse el próximo.',
				],
				[
					'Suscríbete al canal en el enlace de la bio.',
					'El canal está en el enlace de la bio. Suscríbete para no perderte el próximo.',
				],
			),
			watch: usted(
				['Vea {offer}: {link}', 'Vea el vídeo completo: {link}'],
				['Mira {offer}: {link}', 'Mira el vídeo completo: {link}'],
			),
			watchBio: usted(
				['Vea {offer} en el enlace de la bio.', 'El vídeo completo, en el enlace de la bio.'],
				['Mira {offer} en el enlace de la bio.', 'El vídeo completo, en el enlace de la bio.'],
			),
			hiringBio: usted(
				[
					'Estamos contratando {offer}. Postúlese en el enlace de la bio.',
					'Buscamos {offer}. Todos los detalles en el enlace de la bio.',
				],
				[
					'Estamos contratando {offer}. Postúlate en el enlace de la bio.',
					'Buscamos {offer}. Todos los detalles en el enlace de la bio.',
				],
			),
			hiringBioGeneric: usted(
				[
					'Estamos contratando. Las vacantes están en el enlace de la bio.',
					'¿Se suma al equipo? Vacantes en el enlace de la bio.',
				],
				[
					'Estamos contratando. Las vacantes están en el enlace de la bio.',
					'¿Te sumas al equipo? Vacantes en el enlace de la bio.',
				],
			),
			eventBio: usted(
				[
					'Reserve su plaza para {offer} en el enlace de la bio.',
					'Nos vemos en {offer}: enlace en la bio.',
				],
				[
					'Reserva tu plaza para {offer} en el enlace de la bio.',
					'Nos vemos en {offer}: enlace en la bio.',
				],
			),
			eventBioGeneric: usted(
				['Reserve su plaza en el enlace de la bio.', 'Inscríbase en el enlace de la bio.'],
				['Reserva tu plaza en el enlace de la bio.', 'Inscríbete en el enlace de la bio.'],
			),
			callBio: usted(
				['Reserve {offer} en el enlace de la bio.', 'Agende {offer}: enlace en la bio.'],
				['Reserva {offer} en el enlace de la bio.', 'Agenda {offer}: enlace en la bio.'],
			),
			callBioGeneric: usted(
				[
					'¿Hablamos? Agende una llamada en el enlace de la bio.',
					'Reserve una llamada en el enlace de la bio.',
				],
				[
					'¿Hablamos? Agenda una llamada en el enlace de la bio.',
					'Reserva una llamada en el enlace de la bio.',
				],
			),
		},
		labels: {
			lesson: [
				['La idea clave:', 'Lo importante:'],
				['Lo esencial:', 'Para recordar:'],
				['Te cuento:', 'La gran lección:'],
			],
			tip: [
				['Recomendación:', 'Un consejo práctico:'],
				['Consejo:', 'Prueba esto:'],
				['Consejo rápido:', 'Prueba esto:'],
			],
			fact: same(['El dato:', 'Un dato:']),
			question: same(['']),
		},
		listIntro: {
			ingredients: usted(
				['Lo que necesita:', 'Ingredientes:'],
				['Lo que necesitas:', 'Ingredientes:'],
			),
			steps: same(['Cómo se hace:', 'Los pasos:']),
			points: same(['Lo esencial:', 'Puntos clave:']),
			links: same(['Para leer:', 'Enlaces que valen la pena:']),
		},
		newPost: {
			post: same(['Nuevo post: {title}', 'Recién publicado: {title}']),
			episode: same(['Nuevo episodio: {title}', 'Ya disponible: {title}']),
			issue: same(['Nuevo número: {title}', 'Ya disponible: {title}']),
			recipe: same(['{title}', '{title}']),
		},
		madeWith: same(['Se hace con {items}.', 'Lleva {items}.']),
		dishes: same(['Las recetas: {items}.', 'Dentro: {items}.']),
		and: 'y',
		bio: 'enlace en la bio',
	},
	pt: {
		cta: {
			traffic: {
				offer: same(['Leia {offer}: {link}', '{offer} está aqui: {link}']),
				generic: [
					['Leia o artigo completo: {link}', 'O artigo completo: {link}'],
					['Leia o post completo: {link}', 'O texto completo está no blog: {link}'],
					['O post completo → {link}', 'A história toda está no blog: {link}'],
				],
				bioOffer: same(['Leia {offer}: link na bio.', 'Confira {offer} pelo link da bio.']),
				explore: same(['Conheça {offer}: {link}', 'Confira {offer}: {link}']),
				exploreBio: same(['Conheça {offer} pelo link da bio.']),
				bio: same([
					'Leia o texto completo no link da bio.',
					'O post completo está no link da bio.',
				]),
			},
			newsletter: same([
				'Assine a newsletter: {link}',
				'Receba mais conteúdos assim por e-mail: {link}',
			]),
			newsletterOffer: same(['Assine {offer}: {link}', 'Receba {offer} no seu e-mail: {link}']),
			newsletterBio: same([
				'Assine a newsletter pelo link da bio.',
				'Receba a próxima edição no seu e-mail: link na bio.',
			]),
			newsletterOfferBio: same([
				'Assine {offer} pelo link da bio.',
				'Receba {offer} no seu e-mail: link na bio.',
			]),
			call: same(['Agende uma conversa: {link}', 'Vamos conversar? Agende aqui: {link}']),
			callOffer: same(['Agende {offer}: {link}', 'Quer ver ao vivo? Agende {offer}: {link}']),
			callBook: same(['Agende {offer}: {link}', 'Marque {offer}: {link}']),
			callAbout: same([
				'Agende uma conversa sobre {offer}: {link}',
				'Vamos falar sobre {offer}? Agende aqui: {link}',
			]),
			callAboutBio: same([
				'Agende uma conversa sobre {offer} pelo link da bio.',
				'Vamos falar sobre {offer}? Link na bio.',
			]),
			download: same(['Baixe {offer}: {link}', 'Garanta {offer}: {link}']),
			signupOffer: same(['Inscreva-se em {offer}: {link}', 'Garanta sua vaga em {offer}: {link}']),
			signupOfferBio: same([
				'Inscreva-se em {offer} pelo link da bio.',
				'Garanta sua vaga em {offer}: link na bio.',
			]),
			demo: same([
				'Agende uma demonstração de {offer}: {link}',
				'Veja {offer} numa demonstração ao vivo: {link}',
			]),
			demoBio: same(['Agende uma demonstração de {offer} pelo link da bio.']),
			trial: same(['Experimente {offer}: {link}', 'Teste {offer}: {link}']),
			trialBio: same(['Experimente {offer} pelo link da bio.']),
			signup: same(['Cadastre-se para receber mais: {link}', 'Entre na lista: {link}']),
			salesProduct: same(['Conheça {product}: {link}', 'Garanta {product}: {link}']),
			salesGeneric: same(['Conheça o que fazemos: {link}', 'Saiba mais: {link}']),
			salesBio: same(['Conheça o que fazemos no link da bio.', 'Saiba mais no link da bio.']),
			salesProductBio: same([
				'Garanta {product} pelo link da bio.',
				'Conheça {product} pelo link da bio.',
			]),
			order: same(['Peça {product}: {link}', 'Faça sua encomenda de {product}: {link}']),
			orderVia: same([
				'Peça {product} pelo {via}: {link}',
				'Faça sua encomenda pelo {via}: {link}',
			]),
			orderViaBio: same(['Peça {product} pelo {via}: link na bio.']),
			apply: same([
				'Candidate-se para {offer}: {link}',
				'As inscrições para {offer} estão abertas: {link}',
			]),
			applyBio: same([
				'Candidate-se para {offer} pelo link da bio.',
				'Inscrições abertas: link na bio.',
			]),
			reserve: same(['Reserve {reserve}: {link}']),
			reserveBio: same(['Reserve {reserve} pelo link da bio.']),
			quote: same(['Peça seu orçamento: {link}', 'Solicite um orçamento: {link}']),
			quoteBio: same(['Peça seu orçamento pelo link da bio.']),
			quoteVia: same(['Peça seu orçamento pelo {via}: {link}']),
			quoteOf: same(['Peça seu orçamento de {quoteOf}: {link}']),
			quoteOfBio: same(['Peça seu orçamento de {quoteOf}: link na bio.']),
			quoteViaBio: same(['Peça seu orçamento pelo {via}: link na bio.']),
			callNumber: same(['ligue para']),
			quoteOfVia: same(['Peça seu orçamento de {quoteOf} pelo {via}: {link}']),
			quoteOfViaBio: same(['Peça seu orçamento de {quoteOf} pelo {via}: link na bio.']),
			saveShare: same([
				'Salve para depois e compartilhe com quem vai gostar.',
				'Salve este post e mande para alguém que precisa ver.',
			]),
			visit: same(['Venha visitar {visit}: {link}']),
			visitBio: same(['Venha visitar {visit}. Detalhes no link da bio.']),
			follow: same([
				'Siga a gente para mais sobre {topic}.',
				'Siga a gente para não perder os próximos posts.',
			]),
			orderBio: same(['Peça {product} pelo link da bio.', 'Faça sua encomenda pelo link da bio.']),
			preorder: same([
				'Garanta {product} na pré-venda: {link}',
				'{product} já está em pré-venda: {link}',
			]),
			preorderBio: same([
				'Garanta {product} na pré-venda pelo link da bio.',
				'{product} já está em pré-venda: link na bio.',
			]),
			engagement: [
				[
					'Qual é a sua experiência?',
					'Como a sua equipe lida com {topic}?',
					'Queremos ouvir a sua opinião.',
				],
				['O que você acrescentaria?', 'Como você lida com {topic}?', 'Concorda?'],
				['E você, o que acha?', 'Como você lida com {topic}? Conta nos comentários.'],
			],
			awareness: same([
				'Siga para mais sobre {topic}.',
				'Compartilhe com quem precisa ler isso.',
				'Salve para consultar depois.',
			]),
			awarenessShare: same([
				'Siga para mais sobre {topic}.',
				'Compartilhe com quem precisa ler isso.',
				'Marque alguém que precisa ver isso.',
			]),
			community: same(['Conta pra gente nos comentários.', 'Como está sendo pra você?']),
			communityLink: same(['Participe da conversa: {link}', 'Junte-se a nós: {link}']),
			communityOffer: same(['Entre para {offer}: {link}', 'Participe de {offer}: {link}']),
			communityOfferBio: same(['Entre para {offer} pelo link da bio.']),
			action: same(['{action}: {link}']),
			actionBio: same(['{action}: link na bio.']),
			details: same(['Saiba mais: {link}', 'Os detalhes estão aqui: {link}']),
			detailsBio: same(['Os detalhes estão no link da bio.']),
			stories: same([
				'Já aconteceu algo parecido com você? Conta nos comentários.',
				'Qual é a sua versão dessa história? Quero ler nos comentários.',
			]),
			hiring: same(['Estamos contratando {offer}: {link}', 'Vem trabalhar com a gente: {link}']),
			volunteer: same([
				'Procuramos {offer}. Detalhes: {link}',
				'Procuramos {offer}. Saiba como participar: {link}',
			]),
			volunteerBio: same([
				'Procuramos {offer}. Detalhes no link da bio.',
				'Procuramos {offer}. Como participar: link na bio.',
			]),
			hiringGeneric: same([
				'Estamos contratando. Veja as vagas: {link}',
				'Venha para o time: {link}',
			]),
			event: same(['Participe de {offer}: {link}', 'Garanta sua vaga em {offer}: {link}']),
			eventGeneric: same(['Garanta sua vaga: {link}', 'Inscreva-se aqui: {link}']),
			leadsBio: same(['Mais no link da bio.', 'Cadastre-se pelo link da bio.']),
			downloadBio: same(['Baixe {offer} pelo link da bio.', 'Garanta {offer} pelo link da bio.']),
			engagementTips: [
				['O que você acrescentaria?', 'O que funcionou para você?'],
				['O que você acrescentaria?', 'Tem alguma dica sua? Conta aqui embaixo.'],
				['Tem um truque seu? Deixa aqui embaixo.', 'O que funcionou pra você?'],
			],
			listen: same(['Ouça {offer}: {link}', 'Ouça o episódio completo: {link}']),
			listenBio: same([
				'Ouça {offer} pelo link da bio.',
				'O episódio completo está no link da bio.',
			]),
			subscribe: same(['Inscreva-se no canal: {link}', 'Se inscreva para ver o próximo: {link}']),
			subscribeBio: same([
				'Inscreva-se no canal pelo link da bio.',
				'O canal está no link da bio. Se inscreva para ver o próximo.',
			]),
			watch: same(['Assista {offer}: {link}', 'Assista ao vídeo completo: {link}']),
			watchBio: same([
				'Assista {offer} pelo link da bio.',
				'O vídeo completo está no link da bio.',
			]),
			hiringBio: same([
				'Estamos contratando {offer}. Candidate-se pelo link da bio.',
				'Procuramos {offer}. Detalhes no link da bio.',
			]),
			hiringBioGeneric: same([
				'Estamos contratando. As vagas estão no link da bio.',
				'Vem trabalhar com a gente: vagas no link da bio.',
			]),
			eventBio: same(['Garanta sua vaga pelo link da bio.', 'Inscrições abertas no link da bio.']),
			eventBioGeneric: same([
				'Garanta sua vaga pelo link da bio.',
				'Inscrições abertas no link da bio.',
			]),
			callBio: same(['Agende {offer} pelo link da bio.', 'Marque {offer} pelo link da bio.']),
			callBioGeneric: same([
				'Bora conversar? Agende um horário pelo link da bio.',
				'Marque uma conversa pelo link da bio.',
			]),
		},
		labels: {
			lesson: [
				['Ponto-chave:', 'O importante:'],
				['O essencial:', 'Pra lembrar:'],
				['Olha só:', 'A grande lição:'],
			],
			tip: [
				['Recomendação:', 'Uma dica prática:'],
				['Dica:', 'Experimente:'],
				['Dica rápida:', 'Experimente:'],
			],
			fact: same(['O dado:', 'Um número:']),
			question: same(['']),
		},
		listIntro: {
			ingredients: same(['O que você precisa:', 'Ingredientes:']),
			steps: same(['Como fazer:', 'O passo a passo:']),
			points: same(['O essencial:', 'Pontos-chave:']),
			links: [
				['Para ler:', 'Links que valem a leitura:'],
				['Para ler:', 'Links que valem a pena:'],
				['Pra ler:', 'Links que valem a pena:'],
			],
		},
		newPost: {
			post: same(['Post novo: {title}', 'Acabou de sair: {title}']),
			episode: same(['Episódio novo: {title}', 'Já no ar: {title}']),
			issue: same(['Edição nova: {title}', 'Já no ar: {title}']),
			recipe: same(['{title}', '{title}']),
		},
		madeWith: same(['Leva {items}.', 'Os ingredientes: {items}.']),
		dishes: same(['As receitas: {items}.', 'Tem {items}.']),
		and: 'e',
		bio: 'link na bio',
	},
}

/** Every phrase, slots removed: the words a post may hold beyond its source and goal. */
export function allPhraseTexts(): string[] {
	const texts: string[] = []
	const walk = (value: unknown) => {
		if (typeof value === 'string') texts.push(value.replace(/\{\w+\}/gu, ' '))
		else if (Array.isArray(value)) value.forEach(walk)
		else if (value && typeof value === 'object') Object.values(value).forEach(walk)
	}
	walk(PHRASES)
	return texts
}

/**
 * The goal's own word for a quote where the lines above say another: an insurer's "Cotações de
 * seguro viagem" asks "Faça sua cotação", not "Peça seu orçamento"; a builder's "estimates" are
 * not "quotes". `goal` tests the word the goal used; `swaps` reword a line written with the default.
 */
export const QUOTE_WORDING: Record<
	ContentLanguage,
	{ goal: RegExp; swaps: ReadonlyArray<readonly [RegExp, string]> }
> = {
	en: {
		goal: /^estimates?$/iu,
		swaps: [
			[/(?<![\p{L}])a quote(?![\p{L}])/gu, 'an estimate'],
			[/(?<![\p{L}])quote(?![\p{L}])/gu, 'estimate'],
		],
	},
	es: {
		goal: /^cotizaci(?:ón|on|ones)$/iu,
		swaps: [
			[/(?<![\p{L}])(su|tu) presupuesto(?![\p{L}])/gu, '$1 cotización'],
			[/(?<![\p{L}])un presupuesto(?![\p{L}])/gu, 'una cotización'],
			[/(?<![\p{L}])presupuesto para(?![\p{L}])/gu, 'una cotización de'],
		],
	},
	pt: {
		goal: /^cota[cç](?:[aã]o|[oõ]es)$/iu,
		swaps: [
			[/(?<![\p{L}])Peça seu orçamento(?![\p{L}])/gu, 'Faça sua cotação'],
			[/(?<![\p{L}])um orçamento(?![\p{L}])/gu, 'uma cotação'],
			[/(?<![\p{L}])seu orçamento(?![\p{L}])/gu, 'sua cotação'],
		],
	},
}
