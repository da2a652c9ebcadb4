import { describe, expect, test } from 'vitest'
import { productInLanguage, readGoal } from './goal-reading.ts'

describe('readGoal', () => {
	test('finds the offer and the audience in the goal’s own words', () => {
		expect(
			readGoal('Get engineering managers to read our guide to writing outage post-mortems'),
		).toMatchObject({
			intent: 'traffic',
			offer: 'our guide to writing outage post-mortems',
			audience: 'engineering managers',
			wantsLink: true,
		})
	})

	test('keeps the URL a goal gives', () => {
		expect(readGoal('Levar leitores para o blog https://exemplo.com.br/post')).toMatchObject({
			intent: 'traffic',
			url: 'https://exemplo.com.br/post',
		})
	})

	test('names no product for a sale with nothing named to sell', () => {
		expect(readGoal('Sell the product')).toMatchObject({
			intent: 'sales',
			product: null,
			offer: null,
		})
		expect(
			readGoal('Sell our sourdough starter kit at https://shop.example.com/kit'),
		).toMatchObject({
			intent: 'sales',
			product: 'our sourdough starter kit',
			url: 'https://shop.example.com/kit',
		})
		expect(readGoal('Aumentar las ventas del curso "Git Pro"').product).toBe('Git Pro')
	})

	test('tells newsletters, calls, hiring and events apart', () => {
		expect(readGoal('Get more newsletter subscribers')).toMatchObject({
			intent: 'leads',
			leadKind: 'newsletter',
		})
		expect(readGoal('Book discovery calls with founders')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'a discovery call',
		})
		expect(readGoal('We are hiring two backend engineers')).toMatchObject({
			intent: 'hiring',
			offer: 'backend engineers',
		})
		expect(readGoal('Fill seats for our October webinar on pricing')).toMatchObject({
			intent: 'event',
			offer: 'our October webinar on pricing',
		})
	})

	test('asks for no link where the goal is a conversation or reach', () => {
		expect(readGoal('Grow engagement').wantsLink).toBe(false)
		expect(readGoal('Build awareness').wantsLink).toBe(false)
	})

	test('finds the offer where a goal sends readers without a verb ("to our full guide")', () => {
		expect(readGoal('Get readers to our full guide at https://example.com/guide')).toMatchObject({
			intent: 'traffic',
			offer: 'our full guide',
			url: 'https://example.com/guide',
		})
		expect(readGoal('Drive traffic to our blog').offer).toBeNull()
	})

	test('a role ends where the team it is for begins', () => {
		expect(readGoal('Hire senior designers to join our team').offer).toBe('senior designers')
		expect(readGoal('We are hiring a chef for our Lisbon kitchen').offer).toBe('a chef')
		expect(readGoal('Contratar desarrolladoras para nuestro equipo').offer).toBe('desarrolladoras')
	})

	test('reads a link written without https:// and keeps it out of the offer', () => {
		expect(
			readGoal("We're hiring a senior product designer — apply at studiofen.com/careers"),
		).toMatchObject({
			intent: 'hiring',
			url: 'studiofen.com/careers',
			offer: 'a senior product designer',
		})
		expect(readGoal('Levar tráfego para camilaconteudo.com.br/planilha').url).toBe(
			'camilaconteudo.com.br/planilha',
		)
	})

	test('keeps a product name whole: past a comma, up to a price in brackets', () => {
		expect(readGoal('Sell my cookbook Little Pot, Big Flavor').product).toBe(
			'my cookbook Little Pot, Big Flavor',
		)
		expect(
			readGoal('Vender mi asesoría Números antes de firmar (190 €) para futuros dueños').product,
		).toBe('mi asesoría Números antes de firmar')
		expect(readGoal('Sell Ledgerly bookkeeping subscriptions to agency owners').product).toBe(
			'Ledgerly bookkeeping subscriptions',
		)
	})

	test('reads an upgrade as a sale and a listen as traffic to an episode', () => {
		expect(readGoal('Get people to upgrade to Trailhead Pro ($4.99/month)')).toMatchObject({
			intent: 'sales',
			product: 'Trailhead Pro',
		})
		expect(
			readGoal('Get people to listen to episode 112 at https://growthtable.fm/112'),
		).toMatchObject({ intent: 'traffic', medium: 'listen', offer: 'episode 112' })
	})

	test('the offer of a sign-up goal is the newsletter, not "sign-ups"', () => {
		expect(readGoal('Get sign-ups for our Studio Notes newsletter').offer).toBe(
			'our Studio Notes newsletter',
		)
		expect(readGoal('Get newsletter sign-ups').offer).toBeNull()
	})

	test('a download goal offers the download itself, with its link', () => {
		expect(
			readGoal('Get downloads of the free weekly review checklist at calmcal.co/checklist'),
		).toMatchObject({
			intent: 'leads',
			leadKind: 'download',
			offer: 'the free weekly review checklist',
			url: 'calmcal.co/checklist',
		})
	})

	test(`an event's name keeps its possessive: "Saturday's workshop", not "s workshop"`, () => {
		expect(
			readGoal("Fill the 12 spots in Saturday's winter pruning workshop (£15) at example.co.uk/w"),
		).toMatchObject({ intent: 'event', offer: "Saturday's winter pruning workshop" })
	})

	test('watching a recorded talk is traffic to a video, registering for a live one is an event', () => {
		expect(readGoal('Get people to watch the full talk')).toMatchObject({
			intent: 'traffic',
			medium: 'watch',
		})
		expect(readGoal('Register for our live talk on Thursday').intent).toBe('event')
	})

	test('subscribers to a podcast or a channel are listeners and channel subscribers, not an email list', () => {
		expect(readGoal('Conseguir suscriptores para el podcast Plata Clara en Spotify')).toMatchObject(
			{
				intent: 'traffic',
				medium: 'listen',
				offer: 'el podcast Plata Clara en Spotify',
			},
		)
		expect(readGoal('Get more subscribers for my YouTube channel')).toMatchObject({
			intent: 'traffic',
			medium: 'subscribe',
		})
		expect(readGoal('Grow our TikTok following').intent).not.toBe('traffic')
	})

	test('subscribers for a channel subscribe to it; viewers watch', () => {
		expect(readGoal('Aumentar inscritos no canal do YouTube').medium).toBe('subscribe')
		expect(readGoal('Get more subscribers for my YouTube channel').medium).toBe('subscribe')
		expect(readGoal('Más suscriptores para mi canal de Twitch').medium).toBe('subscribe')
		expect(readGoal('Get more views on the new video on my YouTube channel').medium).toBe('watch')
	})

	test('an event named after "to join" starts at a word: "our Rust meetup on March 3"', () => {
		expect(readGoal('Get people to join our Rust meetup on March 3').offer).toBe(
			'our Rust meetup on March 3',
		)
	})

	test('listeners and audiences of a podcast are traffic to an episode, in any language', () => {
		expect(readGoal('Conseguir más oyentes para el podcast')).toMatchObject({
			intent: 'traffic',
			medium: 'listen',
		})
		expect(readGoal('Mais ouvintes para o nosso podcast')).toMatchObject({
			intent: 'traffic',
			medium: 'listen',
		})
		expect(readGoal('Grow our podcast audience').intent).toBe('traffic')
		// A show with listeners is one people hear, whatever it is called.
		expect(readGoal('Get more listeners for the show')).toMatchObject({
			intent: 'traffic',
			medium: 'listen',
		})
	})

	test('the page a traffic goal names is its offer, unless it is only "the blog" or "the store"', () => {
		expect(
			readGoal('Drive traffic to the migration guide at https://example.com/apple'),
		).toMatchObject({
			intent: 'traffic',
			offer: 'the migration guide',
			url: 'https://example.com/apple',
		})
		expect(readGoal('Llevar tráfico a la guía de migración').offer).toBe('la guía de migración')
		expect(readGoal('Drive traffic to the blog').offer).toBeNull()
		expect(readGoal('Drive traffic to the landing page').offer).toBeNull()
	})

	test('a guide about hiring is read, not applied to; open roles are no role to name', () => {
		expect(readGoal('Get engineering managers to read our hiring guide')).toMatchObject({
			intent: 'traffic',
			offer: 'our hiring guide',
		})
		expect(
			readGoal('Attract senior developers to apply for our open roles at https://example.com/jobs'),
		).toMatchObject({ intent: 'hiring', offer: null, url: 'https://example.com/jobs' })
		expect(readGoal("We're hiring: read the job post")).toMatchObject({
			intent: 'hiring',
			offer: null,
		})
		expect(readGoal('Contratar desenvolvedores para nossas vagas abertas').offer).toBe(
			'desenvolvedores',
		)
	})

	test('a pre-order goal is a sale of something not out yet', () => {
		expect(
			readGoal("Get pre-orders for my picture book 'The Lighthouse Cat' (out in April)"),
		).toMatchObject({
			intent: 'sales',
			preorder: true,
			product: "my picture book 'The Lighthouse Cat'",
		})
		expect(readGoal('Sell our garlic bulbs').preorder).toBe(false)
	})

	test("a goal that asks readers something is asked of them, in the source's words", () => {
		expect(
			readGoal('Get other freelancers to share how they decide what to say no to').question,
		).toBe('How do you decide what to say no to?')
		expect(readGoal('Ask readers to share what they would do differently')).toMatchObject({
			intent: 'engagement',
			question: 'What would you do differently?',
			wantsLink: false,
		})
		expect(readGoal('Get people to share their favourite budgeting app').question).toBe(
			"What's your favourite budgeting app?",
		)
		expect(
			readGoal('Que la gente cuente en comentarios cuánto tiene ahorrado para emergencias')
				.question,
		).toBe('¿Cuánto tienes ahorrado para emergencias?')
		expect(
			readGoal('Que as pessoas contem nos comentários quanto tempo levam para editar as fotos')
				.question,
		).toBe('Quanto tempo você leva para editar as fotos?')
		expect(
			readGoal('Que as pessoas contem nos comentários qual é a maior dificuldade delas com fotos')
				.question,
		).toBe('Qual é a sua maior dificuldade com fotos?')
		expect(readGoal('Get comments and replies').question).toBeNull()
		expect(readGoal('Drive traffic to https://example.com/guide').question).toBeNull()
	})

	test('reads the action a goal asks for, in its words and said to the reader, and wants the link', () => {
		expect(
			readGoal('Get Rust developers to take the survey at https://example.com/survey'),
		).toMatchObject({
			action: 'take the survey',
			url: 'https://example.com/survey',
			wantsLink: true,
		})
		expect(readGoal('Get people to sign the petition at example.org/p').action).toBe(
			'sign the petition',
		)
		expect(readGoal('Que los lectores respondan la encuesta en example.com/e').action).toBe(
			'responde la encuesta',
		)
		expect(readGoal('Grow engagement')).toMatchObject({ action: null, wantsLink: false })
	})
})

describe('productInLanguage', () => {
	test('says a known kind of product with its subject or name in Spanish and Portuguese', () => {
		expect(productInLanguage('our JavaScript course', 'es')).toBe('nuestro curso de JavaScript')
		expect(productInLanguage('my Sourdough Basics book', 'pt')).toBe('meu livro Sourdough Basics')
		expect(productInLanguage('the React guide', 'es')).toBe('la guía de React')
		expect(productInLanguage('our course on course creation', 'es')).toBeNull()
		expect(productInLanguage('our Ledgerly subscriptions', 'pt')).toBeNull()
	})
	test('reads trust as awareness, a promoted programme as sign-ups and consulting leads as calls', () => {
		expect(readGoal('Build trust with our customers').intent).toBe('awareness')
		expect(readGoal('Promote our free mentorship program for junior developers')).toMatchObject({
			intent: 'leads',
			leadKind: 'signup',
			offer: 'our free mentorship program',
			audience: 'junior developers',
		})
		expect(readGoal('Generate leads for our engineering management consulting')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'our engineering management consulting',
		})
	})

	test('names a newsletter the goal calls by its name', () => {
		expect(readGoal('Grow my newsletter, The Friday Diff')).toMatchObject({
			intent: 'leads',
			leadKind: 'newsletter',
			offer: 'The Friday Diff',
		})
	})

	test('reads followers of a channel as subscribers to it', () => {
		expect(readGoal('Conseguir seguidores para nuestro canal de Twitch')).toMatchObject({
			intent: 'traffic',
			medium: 'subscribe',
			offer: 'nuestro canal de Twitch',
		})
	})
})

describe('readGoal: goals phrased by what is counted', () => {
	test('finds the offer after "downloads of", "demos of" and "inscripciones para"', () => {
		expect(readGoal('Drive downloads of our free remote work policy template')).toMatchObject({
			intent: 'leads',
			leadKind: 'download',
			offer: 'our free remote work policy template',
		})
		expect(readGoal('Book demos of our leave management software')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			demo: true,
			offer: 'our leave management software',
		})
		expect(
			readGoal('Conseguir inscripciones para nuestro taller de preparación de entrevistas'),
		).toMatchObject({
			intent: 'event',
			offer: 'nuestro taller de preparación de entrevistas',
		})
	})

	test('leaves the goal’s verb out of an event’s name', () => {
		expect(readGoal('Promote our writing workshop for engineers')).toMatchObject({
			intent: 'event',
			offer: 'our writing workshop',
		})
		expect(readGoal('Fill our Saturday crêpe workshop').offer).toBe('our Saturday crêpe workshop')
	})

	test('reads "try" as a trial of what the goal names', () => {
		expect(readGoal('Get developers to try Focus Mode in our app')).toMatchObject({
			intent: 'leads',
			trial: true,
			offer: 'Focus Mode in our app',
			audience: 'developers',
		})
		expect(readGoal('Que más equipos prueben nuestra app de facturación')).toMatchObject({
			intent: 'leads',
			trial: true,
		})
		expect(readGoal('Read our guide').trial).toBe(false)
	})

	test('reads growing a channel or its views as people to send there', () => {
		expect(readGoal('Grow my YouTube channel')).toMatchObject({
			intent: 'traffic',
			medium: 'subscribe',
		})
		expect(readGoal('Aumentar las visualizaciones del vídeo en YouTube')).toMatchObject({
			intent: 'traffic',
			medium: 'watch',
		})
	})
})

describe('readGoal: a question about what readers did', () => {
	test('asks it in the past tense', () => {
		expect(readGoal('Get freelancers to share how they switched careers').question).toBe(
			'How did you switch careers?',
		)
		expect(readGoal('Ask readers to share how they decided what to charge').question).toBe(
			'How did you decide what to charge?',
		)
		expect(readGoal('Get founders to share how they raised their first round').question).toBe(
			'How did you raise your first round?',
		)
		expect(readGoal('Get people to share how they handle feedback').question).toBe(
			'How do you handle feedback?',
		)
	})
})

describe('readGoal: a community by its name', () => {
	test('finds the community people are asked to join', () => {
		expect(readGoal('Grow our Discord community').offer).toBe('our Discord community')
		expect(readGoal('Grow the community on our Discord').offer).toBe('the community on our Discord')
		expect(readGoal('Que más personas se unan a nuestra comunidad en Discord').offer).toBe(
			'nuestra comunidad en Discord',
		)
	})
})

describe('readGoal: an order', () => {
	test('reads what people order as a sale of it, without where it is ordered', () => {
		const takeout = readGoal('Get more people to order takeout from our website')
		expect(takeout).toMatchObject({ intent: 'sales', product: 'takeout', order: true })
		expect(readGoal('Get customers to order a custom cake')).toMatchObject({
			product: 'a custom cake',
			order: true,
		})
		expect(readGoal('Que mais clientes encomendem nossos bolos pelo site')).toMatchObject({
			intent: 'sales',
			product: 'nossos bolos',
		})
	})

	test('does not read "in order to" as an order', () => {
		expect(readGoal('In order to grow, get readers to our guide').intent).not.toBe('sales')
		expect(readGoal('Sell more of our handmade soap').product).toBe('our handmade soap')
	})
})

describe('readGoal: a free trial', () => {
	test('is a trial of what follows it, not a sale of it', () => {
		expect(
			readGoal('Get engineering teams to start a free trial of our code review tool'),
		).toMatchObject({ intent: 'leads', trial: true, offer: 'our code review tool', product: null })
	})
})

describe('readGoal: contacts and quotes', () => {
	test('are asked for with a conversation, not a mailing list', () => {
		expect(readGoal('Gerar contatos de empresas que precisam de um site novo')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
		})
		expect(readGoal('Get more inquiries from restaurants')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
		})
		expect(readGoal('Conseguir presupuestos de empresas para nuestra agencia').leadKind).toBe(
			'call',
		)
	})
})

describe('readGoal: feedback', () => {
	test('"update and share feedback" is what readers are asked to do, in their words', () => {
		expect(readGoal('Encourage users to update and share feedback').action).toBe(
			'Update and share feedback',
		)
		expect(readGoal('Get users to share their feedback on the new editor').action).toBe(
			'Share your feedback on the new editor',
		)
		expect(readGoal('Upgrade awareness of our brand').action).toBeNull()
	})
})

describe('readGoal: an eleventh read', () => {
	test('applying to a cohort is a sign-up for it, not a job', () => {
		expect(readGoal('Get career changers to apply to our spring cohort')).toMatchObject({
			intent: 'leads',
			apply: true,
			offer: 'our spring cohort',
		})
		expect(readGoal('Hire senior engineers; apply at example.com/jobs').intent).toBe('hiring')
	})

	test('a place to visit keeps when', () => {
		expect(readGoal('Get people to visit the truck this weekend')).toMatchObject({
			intent: 'traffic',
			visit: 'the truck this weekend',
		})
	})

	test('a goal to explain a change sends readers to the details', () => {
		expect(readGoal('Explain the change to crate maintainers').intent).toBe('traffic')
	})

	test('a podcast is listened to, not its audience; a product name keeps its dot', () => {
		expect(readGoal('Grow the podcast audience')).toMatchObject({
			offer: 'the podcast',
			medium: 'listen',
		})
		expect(readGoal('Vender nuestro curso de Node.js').product).toBe('nuestro curso de Node.js')
	})

	test('followers are asked to follow; plural calls are booked one at a time', () => {
		expect(readGoal('Aumentar seguidores no Instagram')).toMatchObject({ follow: true })
		expect(readGoal('Book discovery calls with engineering teams').offer).toBe('a discovery call')
		expect(readGoal('Book free audits').offer).toBe('a free audit')
	})
})

describe('goals that name a call, inquiries or a following', () => {
	test('"book a hiring strategy call" books a call; "hiring" says what it is about', () => {
		expect(readGoal('Get startup founders to book a hiring strategy call')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'a hiring strategy call',
		})
		// A goal that hires still hires.
		expect(readGoal('Hire a senior designer')).toMatchObject({ intent: 'hiring' })
	})

	test('"inquiries for brand identity projects" offers the projects, not the inquiries', () => {
		expect(readGoal('Get inquiries for brand identity projects')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'brand identity projects',
		})
	})

	test('"Que nos sigan en Instagram" asks readers to follow', () => {
		expect(readGoal('Que nos sigan en Instagram').follow).toBe(true)
		expect(readGoal('Get people to follow us on LinkedIn').follow).toBe(true)
		expect(readGoal('Follow up with leads from the webinar').follow).toBe(false)
	})
})

describe('goals of a venue, a call-in and a chat server', () => {
	test('"book a table for Sunday lunch" reserves a table; no call about it', () => {
		expect(readGoal('Get people to book a table for Sunday lunch')).toMatchObject({
			intent: 'leads',
			reserve: 'a table for Sunday lunch',
		})
		expect(readGoal('Reservar una mesa para el domingo').reserve).toBe('una mesa para el domingo')
		expect(readGoal('Get startup founders to book a hiring strategy call').reserve).toBeNull()
	})

	test('"send in their questions" asks the reader to send theirs', () => {
		expect(readGoal('Get listeners to send in their questions for the next potluck')).toMatchObject(
			{
				intent: 'engagement',
				action: 'Send in your questions for the next potluck',
				wantsLink: true,
			},
		)
		expect(readGoal('Que los oyentes envíen sus preguntas para el próximo episodio').action).toBe(
			'Envía tus preguntas para el próximo episodio',
		)
	})

	test('a Discord server is a community; workshops are booked like a call', () => {
		expect(readGoal('Que más gente se una a nuestro Discord')).toMatchObject({
			intent: 'community',
			wantsLink: true,
		})
		expect(readGoal('Book workshops on React Server Components')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'workshops on React Server Components',
		})
	})
})

describe('readGoal: a fifteenth read (session 15)', () => {
	test('where the audience uses what they try is theirs, not part of its name', () => {
		expect(readGoal('Get developers to try LangGraph memory in their next agent')).toMatchObject({
			intent: 'leads',
			trial: true,
			offer: 'LangGraph memory',
		})
	})

	test('clients for a service named by its verb are a call about that service', () => {
		expect(readGoal('Conseguir clientes para migrar sus proyectos de Python')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'migrar proyectos de Python',
		})
		expect(readGoal('Conseguir clientes para nuestra consultoría')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
		})
		// A shop's customers are not asked to book a call.
		expect(readGoal('Conseguir más clientes para la panadería').leadKind).not.toBe('call')
	})

	test('quote requests are quotes asked for, on the chat app the goal names, not orders', () => {
		expect(readGoal('Receber pedidos de orçamento pelo WhatsApp')).toMatchObject({
			intent: 'leads',
			quote: true,
			via: 'WhatsApp',
		})
		expect(readGoal('Get more people to request a quote')).toMatchObject({
			intent: 'leads',
			quote: true,
			via: null,
		})
	})
})

describe('readGoal: save and share', () => {
	test('keeping the post and passing it on is what is asked, not a comment', () => {
		expect(readGoal('Get more people to save and share my recipes').saveShare).toBe(true)
		expect(readGoal('Que guarden y compartan mis recetas').saveShare).toBe(true)
		expect(readGoal('Get people to share their feedback on the editor').saveShare).toBe(false)
	})
})

describe('readGoal: roles and offers of a second plan (session 15)', () => {
	test('"to apply for our open roles" is what candidates do, not part of the role', () => {
		expect(readGoal('Recruit senior engineers to apply for our open roles')).toMatchObject({
			intent: 'hiring',
			offer: 'senior engineers',
		})
	})

	test('"1:1" keeps its colon', () => {
		expect(readGoal('Book a 1:1 coaching session with me')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'a 1:1 coaching session',
		})
	})
})

describe('readGoal: a sixteenth read (session 16)', () => {
	test('keeps the "e" of "e-book" in the product, not cut as "and"', () => {
		expect(readGoal('Vender meu e-book de receitas de família')).toMatchObject({
			intent: 'sales',
			product: 'meu e-book de receitas de família',
		})
	})

	test('a podcast’s listeners are not part of its name', () => {
		expect(readGoal('Get more listeners for our book club podcast')).toMatchObject({
			intent: 'traffic',
			medium: 'listen',
			offer: 'our book club podcast',
		})
	})

	test('"Sign up founders for my course" signs them up for the course', () => {
		expect(
			readGoal('Sign up founders for my paid course on running a small software business'),
		).toMatchObject({
			intent: 'leads',
			leadKind: 'signup',
			offer: 'my paid course on running a small software business',
		})
	})

	test('switching to a named product is trying it', () => {
		expect(readGoal('Get developers to switch from Postman to Insomnia')).toMatchObject({
			intent: 'leads',
			trial: true,
			offer: 'Insomnia',
		})
		// A move to somewhere that is no product's name is not a trial.
		expect(readGoal('Get readers to move to a quieter city').trial).toBe(false)
	})

	test('subscribing to a channel, said with the verb', () => {
		expect(readGoal('Que más gente se suscriba a mi canal de YouTube de cocina')).toMatchObject({
			intent: 'traffic',
			medium: 'subscribe',
		})
	})

	test('donations ask readers to support the work, on the platform the goal names', () => {
		expect(readGoal('Get donations on my Ko-fi page to keep the app free')).toMatchObject({
			intent: 'engagement',
			action: 'Support my work on Ko-fi',
			wantsLink: true,
		})
		expect(readGoal('Receber doações no apoia.se').action).toBe('Apoie nosso trabalho no apoia.se')
		expect(readGoal('Conseguir donaciones para mi proyecto').action).toBe('Apoya mi trabajo')
		// "para que" is Portuguese as well as Spanish.
		expect(readGoal('Receber doações para que o projeto continue').action).toBe(
			'Apoie nosso trabalho',
		)
	})

	test('a Spanish order on WhatsApp is an order, with the app; a quote asked for is not', () => {
		expect(
			readGoal('Que la gente pida tortillas por WhatsApp para el fin de semana'),
		).toMatchObject({ intent: 'sales', order: true, product: 'tortillas', via: 'WhatsApp' })
		expect(readGoal('Que la gente pida presupuestos por WhatsApp')).toMatchObject({
			intent: 'leads',
			order: false,
			quote: true,
		})
	})

	test('a conversation about what something taught the reader asks them', () => {
		expect(
			readGoal('Start a conversation in the comments about what running a business taught you')
				.question,
		).toBe('What did running a business teach you?')
	})
})

describe('readGoal: a seventeenth read (session 16)', () => {
	test('readers sent to "a edição completa" are sent to it', () => {
		expect(readGoal('Levar leitores para a edição completa no site').offer).toBe(
			'a edição completa no site',
		)
		expect(readGoal('Levar tráfego para a gente').offer).toBeNull()
	})

	test('joining a named community, said "que se una", carries a link', () => {
		expect(readGoal('Que más gente se una a mi comunidad de pago Sociedad Ninja')).toMatchObject({
			intent: 'community',
			offer: 'mi comunidad de pago Sociedad Ninja',
			wantsLink: true,
		})
	})
})

describe('readGoal: starting one’s own (session 16)', () => {
	test('"start a free newsletter on our platform" is an action, not a subscription', () => {
		expect(readGoal('Get writers to start a free newsletter on our platform')).toMatchObject({
			intent: 'engagement',
			action: 'Start a free newsletter on our platform',
			wantsLink: true,
			leadKind: null,
		})
		expect(readGoal('Get more people to subscribe to my Sunday newsletter')).toMatchObject({
			intent: 'leads',
			leadKind: 'newsletter',
		})
	})
})

describe('readGoal: an eighteenth read (session 17)', () => {
	test('booking the author as a speaker is a talk booked, not an event attended', () => {
		expect(readGoal('Get conference organizers to book me as a speaker')).toMatchObject({
			intent: 'awareness',
			action: 'Book me to speak at your event',
			wantsLink: true,
		})
		expect(readGoal('Que los organizadores me inviten a dar charlas').action).toBe(
			'Invítame a dar una charla en tu evento',
		)
	})

	test('an app for conferences is tried, not attended, and the trial’s terms are not its name', () => {
		expect(readGoal('Get organizers to try our conference app free for 30 days')).toMatchObject({
			intent: 'leads',
			trial: true,
			offer: 'our conference app',
		})
		expect(readGoal('Get developers to attend our conference in May').intent).toBe('event')
	})

	test('upgrading to a release is asked for; upgrading to a paid plan is still a sale', () => {
		expect(readGoal('Get every Scala.js user to upgrade to 1.10.0')).toMatchObject({
			intent: 'awareness',
			action: 'Upgrade to 1.10.0',
			product: null,
		})
		expect(readGoal('Get people to upgrade to Trailhead Pro').intent).toBe('sales')
	})

	test('a Spanish app download is asked for by the app’s name', () => {
		expect(readGoal('Que descarguen nuestra app de podcasts')).toMatchObject({
			action: 'Descarga nuestra app de podcasts',
			wantsLink: true,
		})
		expect(readGoal('Que baixem nosso aplicativo de receitas').action).toBe(
			'Baixe nosso aplicativo de receitas',
		)
	})

	test('a Portuguese question about what readers learned asks it in the past', () => {
		expect(
			readGoal('Gerar comentários: que os leitores compartilhem o que aprenderam').question,
		).toBe('O que você aprendeu?')
	})

	test('openings named with what they are for leave the role to the link', () => {
		expect(readGoal('Atrair candidatos para nossas vagas de desenvolvedor')).toMatchObject({
			intent: 'hiring',
			offer: null,
		})
	})

	test('donations for a named cause ask readers to give to it', () => {
		expect(readGoal('Raise donations for myeloma research at the MMRF').action).toBe(
			'Donate to myeloma research at the MMRF',
		)
		expect(readGoal('Get donations on my Ko-fi page to keep the app free').action).toBe(
			'Support my work on Ko-fi',
		)
	})
})

describe('readGoal: sponsors (session 17)', () => {
	test('sponsors for a named project support it where the goal says', () => {
		expect(readGoal('Get more sponsors on GitHub Sponsors for Spliit')).toMatchObject({
			action: 'Support Spliit on GitHub Sponsors',
			wantsLink: true,
		})
		expect(readGoal('Get more patrons on Patreon').action).toBe('Support our work on Patreon')
	})
})

describe('readGoal: a Spanish or Portuguese goal in the subjunctive (session 17)', () => {
	test('the goal’s own verb, said to the reader, is the call to action', () => {
		expect(readGoal('Que abran una cuenta de ahorro con nosotros')).toMatchObject({
			action: 'Abre una cuenta de ahorro con nosotros',
			// To "usted", the subjunctive itself.
			actionFormal: 'Abra una cuenta de ahorro con nosotros',
			wantsLink: true,
		})
		expect(readGoal('Que más gente compre nuestro café de especialidad').action).toBe(
			'Compra nuestro café de especialidad',
		)
		expect(readGoal('Que los clientes descarguen el catálogo').action).toBe('Descarga el catálogo')
		expect(readGoal('Que mais pessoas assinem nosso plano anual').action).toBe(
			'Assine nosso plano anual',
		)
	})

	test('comments are still asked for by a question, and known goals keep their reading', () => {
		expect(readGoal('Que más gente comente sus experiencias').action).toBeNull()
		expect(readGoal('Que la gente pida tortillas por WhatsApp').intent).toBe('sales')
		expect(readGoal('Que la gente se suscriba a mi canal').action).toBeNull()
	})
})

describe('readGoal: subjunctive goals that are not commands, or are irregular (review)', () => {
	test('spelling and irregular commands, and what is no command', () => {
		expect(readGoal('Que los alumnos busquen nuestras clases').action).toBe('Busca nuestras clases')
		expect(readGoal('Que la gente vaya al concierto').action).toBe('Ve al concierto')
		expect(readGoal('Que más gente joven compre nuestros cursos').action).toBeNull()
		// "a gente" is "we" in Portuguese.
		expect(readGoal('Que a gente consiga mais clientes este ano').action).toBeNull()
		expect(readGoal('Get sponsors for our podcast episodes for Q3').action).toBe('Support our work')
		expect(readGoal('Get people to try our app for 14 days free').offer).toBe('our app')
	})
})

describe('readGoal: a twentieth read (session 18)', () => {
	const reading = (goal: string) => readGoal(goal)
	test('a call described at length is still a call booked', () => {
		expect(
			reading('Book a free 30-minute site performance audit call with our team'),
		).toMatchObject({ intent: 'leads', leadKind: 'call' })
	})
	test('a call for proposals asks for a talk, not a seat at an event', () => {
		expect(
			reading('Get developers to submit a talk proposal before our CFP closes on Friday').action,
		).toBe('Submit a talk proposal before our CFP closes on Friday')
	})
	test('event organizers are who reads, not an event to attend', () => {
		expect(
			reading('Get event organizers to request a quote for live CART captioning'),
		).toMatchObject({ intent: 'leads', quote: true })
	})
	test('a fund is donated to for what it pays for', () => {
		expect(
			reading('Get donations for our fund that pays for live captioning at community tech meetups')
				.action,
		).toBe('Donate to our fund for live captioning at community tech meetups')
		expect(reading('Conseguir donaciones para completar 500 cenas navideñas más').action).toBe(
			'Dona para completar 500 cenas navideñas más',
		)
	})
	test('a Spanish goal with "se" or "me" before its verb is said to the reader with the pronoun', () => {
		expect(reading('Que se apunten a nuestro retiro literario de noviembre')).toMatchObject({
			action: 'Apúntate a nuestro retiro literario de noviembre',
			actionFormal: 'Apúntese a nuestro retiro literario de noviembre',
		})
		expect(
			reading('Que me contraten para instalar routers con OpenWRT a domicilio en Zaragoza').action,
		).toBe('Contrátame para instalar routers con OpenWRT a domicilio en Zaragoza')
		expect(
			reading(
				'Que los vecinos sigan la cuenta oficial del Ayuntamiento para conocer las próximas entregas',
			).actionFormal,
		).toBe('Siga la cuenta oficial del Ayuntamiento para conocer las próximas entregas')
	})
	test('sign-ups counted "na" or "no" something keep its article, so the post says "na mentoria"', () => {
		expect(reading('Inscrições na mentoria em grupo "Primeiro Emprego Dev"').offer).toBe(
			'a mentoria em grupo "Primeiro Emprego Dev"',
		)
		expect(reading('Inscrições no webinar gratuito "O que mudou no Ruby 2.5"')).toMatchObject({
			intent: 'event',
			offer: 'o webinar gratuito "O que mudou no Ruby 2.5"',
		})
		expect(
			reading('Que se registren en el webinar gratuito "Teletrabajo productivo" de este jueves')
				.offer,
		).toBe('el webinar gratuito "Teletrabajo productivo"')
	})
	test('orders counted "de" something are orders of it, on the chat app the goal names', () => {
		expect(reading('Receber encomendas de bolo pelo WhatsApp para o fim de semana')).toMatchObject({
			intent: 'sales',
			product: 'seu bolo',
			via: 'WhatsApp',
		})
	})
	test('a phrase cut by a length limit loses the cut word and the joining words before it', () => {
		const app = reading(
			'Que descarguen nuestra app Mi Fibra para configurar el router sin llamar a soporte',
		)
		expect(app.action).toBe('Descarga nuestra app Mi Fibra para configurar el router')
		expect(app.actionFormal).toBe('Descargue nuestra app Mi Fibra para configurar el router')
		expect(
			reading('Vender en nuestra tienda online los libros recomendados en el episodio').product,
		).toBe('los libros recomendados')
	})
	test('a goal written in the infinitive is said to the reader as commands, each verb of the chain', () => {
		expect(
			reading('Seguir o perfil e marcar um amigo nos comentários para participar do sorteio')
				.action,
		).toBe('Siga o perfil e marque um amigo nos comentários para participar do sorteio')
		expect(
			reading('Seguir la cuenta y etiquetar a un amigo para participar en el sorteo').action,
		).toBe('Sigue la cuenta y etiqueta a un amigo para participar en el sorteo')
	})
	test('asking followers which of several things they would pick is a question to them', () => {
		expect(
			reading('Get comments: ask followers which of these articles they would read first').question,
		).toBe('Which of these articles would you read first?')
	})
})

describe('readGoal: what the review found (session 18)', () => {
	test('only "they" is who the question is put to', () => {
		expect(readGoal('Ask followers how many people they follow').question).toBe(
			'How many people do you follow?',
		)
	})
	test('orders of customers are no product, a fund keeps its name, organizers are not the event', () => {
		expect(readGoal('Conseguir más pedidos de clientes de Madrid').product).not.toBe(
			'clientes de Madrid',
		)
		expect(readGoal('Get donations for our scholarship fund').action).toBe(
			'Donate to our scholarship fund',
		)
		expect(readGoal('Get more event organizers to attend our summit').offer).toBe('our summit')
	})
	test('Spanish infinitive and donation goals have their "usted" form', () => {
		expect(readGoal('Seguir la cuenta y comentar tu plato favorito')).toMatchObject({
			action: 'Sigue la cuenta y comenta tu plato favorito',
			actionFormal: 'Siga la cuenta y comente su plato favorito',
		})
		expect(
			readGoal('Conseguir donaciones para completar 500 cenas navideñas más').actionFormal,
		).toBe('Done para completar 500 cenas navideñas más')
	})
})

describe('readGoal: goals written as what they count, or as the reader’s step (session 19)', () => {
	test.each([
		[
			'Get volunteers for our beach clean-up on 12 May',
			'Volunteer for our beach clean-up on 12 May',
			null,
		],
		[
			'Voluntarios para la recogida de alimentos del sábado',
			'Apúntate como voluntario para la recogida de alimentos del sábado',
			'Apúntese como voluntario para la recogida de alimentos del sábado',
		],
		[
			'Conseguir voluntários para o mutirão de limpeza do parque',
			'Inscreva-se como voluntário para o mutirão de limpeza do parque',
			null,
		],
	])('volunteers are asked to sign up: %s', (goal, action, actionFormal) => {
		expect(readGoal(goal)).toMatchObject({ action, actionFormal, wantsLink: true })
	})

	test.each([
		['Reservations for our Thanksgiving dinner', 'a spot for our Thanksgiving dinner'],
		[
			'Reservas para la cena de Nochevieja con música en directo',
			'una plaza para la cena de Nochevieja con música en directo',
		],
		['Reservas de mesa para el Día de la Madre', 'una mesa para el Día de la Madre'],
		['Reservas para o jantar de Natal', 'seu lugar para o jantar de Natal'],
	])('reservations are made, not commented on: %s', (goal, reserve) => {
		expect(readGoal(goal)).toMatchObject({ reserve, wantsLink: true, question: null })
	})

	test('people named by any plural noun are asked in the subjunctive, short verbs too', () => {
		expect(readGoal('Que os colaboradores doem para a campanha de inverno').action).toBe(
			'Doe para a campanha de inverno',
		)
	})

	test('a quote for a podcast to be made is a quote, not an episode to listen to', () => {
		expect(readGoal('Orçamentos para produção de podcast corporativo')).toMatchObject({
			intent: 'leads',
			quote: true,
			medium: null,
		})
	})

	test('an English goal written as the reader’s own step is the call to action', () => {
		expect(readGoal('Open a Vacation Savings Account with us this month').action).toBe(
			'Open a Vacation Savings Account with us this month',
		)
		expect(readGoal('Downloads of the app from the App Store').action).toBe(
			'Download the app from the App Store',
		)
		// The brand's own verbs are no step of the reader's.
		expect(readGoal('Start a conversation with other engineers').action).toBeNull()
		expect(readGoal('Grow our newsletter').action).toBeNull()
	})
})

describe('readGoal: where a product is sold (session 19)', () => {
	test('the shop named after the product is not part of its name', () => {
		expect(readGoal('Vender a barra Intenso ao Leite na loja online').product).toBe(
			'a barra Intenso ao Leite',
		)
		expect(readGoal('Sell our sourdough starter kit in our online store').product).toBe(
			'our sourdough starter kit',
		)
	})
})

describe('readGoal: copies of a book (session 19)', () => {
	test('the book is the product, not its copies', () => {
		expect(readGoal('Sell copies of The Walking Man by Jiro Taniguchi, in stock now').product).toBe(
			'The Walking Man',
		)
	})
})

describe('readGoal: an order for an occasion (session 19)', () => {
	test('the occasion named stays with what is ordered; when or where it is ordered does not', () => {
		expect(
			readGoal('Pedidos de ramos para el Día de la Madre con entrega a domicilio').product,
		).toBe('ramos para el Día de la Madre')
		expect(readGoal('Receber encomendas de bolo pelo WhatsApp para o fim de semana').product).toBe(
			'seu bolo',
		)
	})
})

describe('readGoal: what the review found (session 19)', () => {
	test('the brand’s own plans and things are not asked of the reader', () => {
		expect(readGoal('Open a second location in Austin').action).toBeNull()
		expect(readGoal('Que las reservas aumenten en verano').action).toBeNull()
		expect(readGoal('Que nuestros videos tengan más vistas').action).toBeNull()
	})
	test('reservations keep the goal’s language and its place', () => {
		expect(readGoal('Reservas para a ceia de Natal').reserve).toBe('seu lugar para a ceia de Natal')
		expect(readGoal('Reservas en nuestro restaurante').reserve).toBe(
			'una plaza en nuestro restaurante',
		)
	})
})

describe('readGoal: a twenty-second read (session 20)', () => {
	test('“next” that starts no time keeps the rest of the offer', () => {
		expect(readGoal("Book a free consult for your nonprofit's next fundraiser").offer).toBe(
			"a free consult for your nonprofit's next fundraiser",
		)
		expect(readGoal('Sign up for our course next month').offer).toBe('our course')
	})

	test('bookings of a named place book the place itself', () => {
		expect(
			readGoal(
				'Bookings of the Riverside Community Center hall for nonprofit events (weekday rates from $150)',
			),
		).toMatchObject({
			intent: 'leads',
			reserve: 'the Riverside Community Center hall for nonprofit events',
		})
		expect(readGoal('Reservas del salón de actos para bodas').reserve).toBe(
			'el salón de actos para bodas',
		)
	})

	test('an event keeps its quoted name and its date', () => {
		expect(
			readGoal("Registrations for our free webinar 'Before You Sign the Lease' on March 12"),
		).toMatchObject({
			intent: 'event',
			offer: "our free webinar 'Before You Sign the Lease' on March 12",
		})
	})

	test('foot traffic for a sale asks people to come, not to buy online', () => {
		expect(
			readGoal(
				'Foot traffic for our Saturday vegetable seedling sale (tomatoes, peppers, herbs $3 each)',
			),
		).toMatchObject({ intent: 'traffic', offer: 'our Saturday vegetable seedling sale' })
	})

	test.each([
		[
			'que la gente haga la tortilla este finde y me cuente qué tal',
			'Haz la tortilla este finde y cuéntame qué tal',
			'Haga la tortilla este finde y cuénteme qué tal',
		],
		[
			'Que las familias usen la nueva concha acústica y se inscriban en los talleres gratuitos',
			'Usa la nueva concha acústica e inscríbete en los talleres gratuitos',
			'Use la nueva concha acústica e inscríbase en los talleres gratuitos',
		],
		[
			'Que vengan al evento de apertura de la tienda en Zaragoza',
			'Ven al evento de apertura de la tienda en Zaragoza',
			'Venga al evento de apertura de la tienda en Zaragoza',
		],
	])('every verb of a subjunctive request is said to the reader: %s', (goal, action, formal) => {
		expect(readGoal(goal)).toMatchObject({ action, actionFormal: formal })
	})

	test('candidaturas for an opening are hiring for its role', () => {
		expect(
			readGoal('Atraer candidaturas para la oferta de desarrollador/a Python en Madrid'),
		).toMatchObject({ intent: 'hiring', offer: 'desarrollador/a Python en Madrid' })
	})

	test('“cotações” are quotes asked for', () => {
		expect(readGoal('Cotações de seguro viagem para mochilões de longa duração')).toMatchObject({
			intent: 'leads',
			quote: true,
		})
	})

	test.each([
		[
			'que as amizades descubram podcasts novos e comentem os favoritos delas',
			'Quais são os seus favoritos?',
		],
		['Que comenten sus podcasts favoritos', '¿Cuáles son tus podcasts favoritos?'],
		['Que nos cuenten su receta favorita en los comentarios', '¿Cuál es tu receta favorita?'],
		['Get readers to comment their favourite podcast', "What's your favourite podcast?"],
	])('readers asked to comment their favourites are asked for them: %s', (goal, question) => {
		expect(readGoal(goal)).toMatchObject({ intent: 'engagement', question })
	})
})

describe('readGoal: what the review found (session 20)', () => {
	test.each([
		['Que se registren y empiecen hoy', 'Regístrate y empieza hoy'],
		['Que vengan y me digan qué tal', 'Ven y dime qué tal'],
		['Que compren el libro y lo recomienden', 'Compra el libro y recomiéndalo'],
	])(
		'a chain that starts right after the first verb, or has an object pronoun: %s',
		(goal, action) => {
			expect(readGoal(goal).action).toBe(action)
		},
	)

	test('a chain whose verb cannot be said to the reader leaves the request as it was', () => {
		expect(readGoal('Que se pongan la crema y se la pongan cada noche').action).toBeNull()
	})

	test('bookings of something that is no place are not “a spot of” it', () => {
		expect(readGoal('Bookings of our new menu').reserve).toBeNull()
		expect(readGoal('Bookings of the Riverside Community Center hall').reserve).toBe(
			'the Riverside Community Center hall',
		)
	})

	test('a favourite asked for ends where the request does, and a recommendation stays one', () => {
		expect(
			readGoal('Get followers to comment their favourite recipe and share the post').question,
		).toBe("What's your favourite recipe?")
		expect(
			readGoal('Que los clientes recomienden sus productos favoritos a sus amigos'),
		).toMatchObject({
			question: null,
			action: 'Recomienda tus productos favoritos a tus amigos',
		})
	})

	test('“pedidos de cotação” ask for a quote, not an order', () => {
		expect(readGoal('Pedidos de cotação pelo WhatsApp')).toMatchObject({
			quote: true,
			order: false,
		})
	})

	test('a place visited keeps where it is, and an event its name with an apostrophe', () => {
		expect(readGoal('Visitors to our booth at the fair this Saturday').offer).toBe(
			'our booth at the fair',
		)
		expect(readGoal('Visitas à nossa feira de artesanato').offer).toBe('nossa feira de artesanato')
		expect(readGoal("Registrations for our workshop 'Let's Talk Money' on June 3").offer).toBe(
			"our workshop 'Let's Talk Money' on June 3",
		)
		expect(readGoal('Que vengan al evento de apertura').offer).toBe('el evento de apertura')
	})
})

describe('readGoal: what a quote is for (session 20)', () => {
	test.each([
		[
			'Cotações de seguro viagem para mochilões de longa duração',
			'seguro viagem para mochilões de longa duração',
		],
		['Presupuestos para reformas de cocina', 'reformas de cocina'],
		['Get quote requests for kitchen remodels', 'kitchen remodels'],
		['Receber pedidos de orçamento pelo WhatsApp', null],
		['Get more quote requests', null],
	])('%s', (goal, quoteOf) => {
		expect(readGoal(goal)).toMatchObject({ quote: true, quoteOf })
	})
})

describe('readGoal: a sum given each month, and the goal’s own word for a quote (session 21)', () => {
	test.each([
		[
			'Doações mensais de R$ 20 para manter nosso podcast no ar',
			'Doe R$ 20 por mês para manter nosso podcast no ar',
		],
		[
			'Donaciones mensuales de 5 € para sostener el comedor',
			'Dona 5 € al mes para sostener el comedor',
		],
		[
			'Monthly donations of $5 to keep the podcast ad-free',
			'Give $5 a month to keep the podcast ad-free',
		],
		[
			'Get donations to keep the shelter open this winter',
			'Donate to keep the shelter open this winter',
		],
		['Get donations on my Ko-fi page to keep the app free', 'Support my work on Ko-fi'],
	])('%s', (goal, action) => {
		expect(readGoal(goal).action).toBe(action)
	})

	test.each([
		['Cotações de seguro viagem para mochilões de longa duração', 'cotações'],
		['Get estimate requests for kitchen remodels', 'estimate'],
		['Receber pedidos de orçamento pelo WhatsApp', 'orçamento'],
	])('the quote is called what the goal calls it: %s', (goal, quoteWord) => {
		expect(readGoal(goal)).toMatchObject({ quote: true, quoteWord })
	})

	test('a quote for something, on a chat app, keeps both', () => {
		expect(
			readGoal('Pedidos de orçamento de pacotes para a Europa 2026 pelo WhatsApp'),
		).toMatchObject({ quote: true, quoteOf: 'pacotes para a Europa 2026', via: 'WhatsApp' })
	})
})

describe('readGoal: what people do, and a number with a comma (session 21)', () => {
	test.each([
		[
			'Members renew their $5 dues and join our Zoom meeting on Dec 7 (10:00 PST) about narrowbanding',
			'Renew your $5 dues and join our Zoom meeting on Dec 7 (10:00 PST) about narrowbanding',
		],
		[
			'People read my full product reviews page and email me their own recommendations',
			'Read my full product reviews page and email me your own recommendations',
		],
		[
			'Staff download the Perks app to get 10% off at partner pubs and restaurants near the airport',
			'Download the Perks app to get 10% off at partner pubs and restaurants near the airport',
		],
		[
			'Local businesses apply for the $2,500 digital storefront grant before March 31',
			'Apply for the $2,500 digital storefront grant before March 31',
		],
	])('both halves of what they do are said to the reader: %s', (goal, action) => {
		expect(readGoal(goal).action).toBe(action)
	})

	test.each(['People who love bread', 'Parents are happy with the new menu'])(
		'people described, not doing something, ask nothing: %s',
		(goal) => {
			expect(readGoal(goal).action).toBeNull()
		},
	)

	test('a thousands comma does not end the offer', () => {
		expect(readGoal('Apply to the $2,500 storefront grant').offer).toBe(
			'the $2,500 storefront grant',
		)
		expect(readGoal('Vender el pack de arroz a 12,90 €').product).not.toMatch(/‚/u)
	})
})

describe('readGoal: a number to ring, and what is booked said before “booked” (session 21)', () => {
	test.each([
		['Get tables booked for the new winter menu (Oct–March) – call 01753 682707', '01753 682707'],
		[
			'Divulgar o novo balcão de apoio ao migrante (atendimento gratuito, marcação pelo 808 203 232)',
			'808 203 232',
		],
		['Que pidan cita llamando al 91 123 45 67', '91 123 45 67'],
		['Sell 500 boxes of our $1,299 espresso machine', null],
		['Registrations for our webinar on 12/06/2025', null],
	])('%s', (goal, phone) => {
		expect(readGoal(goal).phone).toBe(phone)
	})

	test('tables booked for the winter menu are a table booked, not a call', () => {
		expect(
			readGoal('Get tables booked for the new winter menu (Oct–March) – call 01753 682707').reserve,
		).toBe('a table for the new winter menu')
	})

	test('an appointment asked for in Spanish is booked, not ordered', () => {
		expect(readGoal('Que pidan cita llamando al 91 123 45 67')).toMatchObject({
			reserve: 'una cita',
			order: false,
		})
	})
})

describe('readGoal: a price, a product with its kind, an order by pronoun (session 21)', () => {
	test.each([
		['Sales of our refurbished ThinkPad X220 with 16GB RAM ($229, 1-year warranty)', '$229'],
		['Sell narrowband-ready dual-band handhelds (from $89) – in store this weekend', 'from $89'],
		['Vender kits de mudas nativas para jardim (R$ 49,90) com entrega em Caruaru', 'R$ 49,90'],
		['Vender la caja de 24 huevos camperos en nuestra web (envío gratis desde 30 €)', null],
		['Sell our mugs ($18 each, free shipping over $50)', '$18'],
	])('%s', (goal, price) => {
		expect(readGoal(goal).price).toBe(price)
	})

	test('a quoted name keeps the noun that says what it is, and “encárgalo” orders it', () => {
		expect(
			readGoal(
				"Vender el pack 'arroz al horno' (costilla, longaniza, morcilla y panceta) a 12,90 € – encárgalo por WhatsApp",
			),
		).toMatchObject({
			product: "el pack 'arroz al horno'",
			price: '12,90 €',
			order: true,
			via: 'WhatsApp',
		})
	})
})

describe('readGoal: places to take up, and the last day (session 21)', () => {
	test('vacant plots are applied for, not a job', () => {
		expect(
			readGoal('Fill the 6 vacant half-plots for next season – £35/year, apply by 31 August'),
		).toMatchObject({ intent: 'leads', apply: true, offer: 'one of the 6 half-plots' })
		expect(readGoal('Get engineers to apply for our open backend role').intent).toBe('hiring')
	})

	test.each([
		['Fill the 6 vacant half-plots for next season – £35/year, apply by 31 August', 'by 31 August'],
		[
			'Local businesses apply for the $2,500 digital storefront grant before March 31',
			'before March 31',
		],
		[
			'Inscripciones en el sorteo de 40 parcelas de huertos urbanos municipales (plazo hasta el 15 de mayo)',
			'hasta el 15 de mayo',
		],
		['Vender o curso "Lógica do Zero" com 20% de desconto até domingo', 'até domingo'],
		['Registrations for our webinar on March 12', null],
		['Open Monday to Friday until 6pm', null],
	])('%s', (goal, deadline) => {
		expect(readGoal(goal).deadline).toBe(deadline)
	})
})

describe('readGoal: a long chain of requests, and what needs no link (session 21)', () => {
	test('a chain longer than seventy letters is still said to the reader', () => {
		expect(
			readGoal(
				'Que me sigan en el reto #30díasdeblog y comenten su propia historia de perseverancia',
			),
		).toMatchObject({
			action: 'Sígueme en el reto #30díasdeblog y comenta tu propia historia de perseverancia',
			wantsLink: false,
		})
	})

	test.each([
		['Que hagan la tortilla este finde y me cuenten qué tal', false],
		['Siga o perfil e marque um amigo nos comentários para participar do sorteio', false],
		['Que abran una cuenta de ahorro con nosotros', true],
		['Que lean el post completo en el blog y comenten', true],
	])('%s: a link only where something is done elsewhere', (goal, wantsLink) => {
		expect(readGoal(goal).wantsLink).toBe(wantsLink)
	})
})

describe('readGoal: what the review found (session 21)', () => {
	test.each([
		'Teachers use our app in 300 schools',
		'Burgers come with free fries every Tuesday',
		'Our containers use recycled plastic',
		'Readers tell us they love the newsletter',
	])('a description of people or things asks nothing: %s', (goal) => {
		expect(readGoal(goal).action).toBeNull()
	})

	test('what people do stops at a full stop or a dash', () => {
		expect(readGoal('Members renew their $5 dues – link in bio').action).toBe('Renew your $5 dues')
	})

	test('seats at a workshop are not applied for', () => {
		expect(readGoal('Fill the remaining seats at our Saturday bread workshop').apply).toBe(false)
	})

	test('a price is found in linear time on a hostile goal', () => {
		const started = performance.now()
		readGoal(`Sell ${'1.'.repeat(10000)}x`)
		expect(performance.now() - started).toBeLessThan(500)
	})

	test.each([
		['Llámanos al 91 123 45 67 para reservar mesa', '91 123 45 67'],
		['Ligue para (11) 98765-4321 e agende sua mesa', '(11) 98765-4321'],
		['Call (555) 123-4567 to book a demo', '(555) 123-4567'],
		['Inscripciones para la liga 2025-2026 de pádel', null],
	])('a phone number after its cue: %s', (goal, phone) => {
		expect(readGoal(goal).phone).toBe(phone)
	})

	test('a replay available until Friday is no last day', () => {
		expect(
			readGoal('Get sign-ups for our narrowbanding webinar – replay available until Friday')
				.deadline,
		).toBeNull()
	})

	test('a reservation cut by the length limit keeps whole words and leaves the day out', () => {
		expect(
			readGoal('Que reserven mesa para la cena de Nochevieja antes del 20 de diciembre'),
		).toMatchObject({
			reserve: 'una mesa para la cena de Nochevieja',
			deadline: 'antes del 20 de diciembre',
		})
	})

	test.each([
		['Get donations of $1,000 to cover the vet bills', 'Give $1,000 to cover the vet bills'],
		[
			'Donaciones de 5 € al mes para mantener el comedor',
			'Dona 5 € al mes para mantener el comedor',
		],
		['Doações mensais para manter o projeto vivo', 'Doe todo mês para manter o projeto vivo'],
	])('a gift: %s', (goal, action) => {
		expect(readGoal(goal).action).toBe(action)
	})

	test.each([
		'Donaciones de 1.000 € para comprar una furgoneta',
		'Sell the course (3 payments of $99)',
		'Vender camisetas – 2 por 25 €',
	])('no price where the sum is a gift, a part or a deal: %s', (goal) => {
		expect(readGoal(goal).price).toBeNull()
	})

	test('rooms booked are a room, in lower case', () => {
		expect(readGoal('Rooms booked for the summer festival weekend').reserve).toBe(
			'a room for the summer festival weekend',
		)
	})
})

describe('readGoal: where an order goes is not what is ordered (session 21)', () => {
	test('“encomende pelo WhatsApp” orders the kit the goal sells, there', () => {
		expect(readGoal('Vender o kit de feijoada (R$ 89,90) – encomende pelo WhatsApp')).toMatchObject(
			{ product: 'o kit de feijoada', order: true, via: 'WhatsApp', price: 'R$ 89,90' },
		)
	})
})
