// The marketing goal decides the call to action. Goals are free text in en/es/pt; CTAs are
// fixed, hand-written phrases per language (not translations of each other word for word) that
// state no facts and no numbers, so they can never contradict the source.
import { type ContentLanguage } from './source-analysis.ts'

export type GoalKind = 'traffic' | 'engagement' | 'leads' | 'awareness' | 'sales' | 'community'
export type CtaPlatform = 'twitter' | 'linkedin' | 'instagram' | 'reel'

// Stems matched at the start of a word, in en/es/pt.
const GOAL_KEYWORDS: Record<GoalKind, readonly string[]> = {
	traffic: [
		'traffic',
		'visit',
		'click',
		'read',
		'blog',
		'website',
		'site',
		'article',
		'page',
		'views',
		'tráfico',
		'visita',
		'clic',
		'leer',
		'lectura',
		'artículo',
		'web',
		'página',
		'tráfego',
		'ler',
		'leitura',
		'acess',
		'artigo',
		'cliques',
		'listen',
		'watch',
		'episode',
		'escuch',
		'episodio',
		'ouvi',
		'assistir',
		'episódio',
	],
	engagement: [
		'engag',
		'comment',
		'interact',
		'like',
		'share',
		'conversation',
		'discussion',
		'discuss',
		'reply',
		'replies',
		'respons',
		'interacci',
		'participaci',
		'comentario',
		'conversaci',
		'engajament',
		'interaç',
		'comentário',
		'curtid',
		'compartilhament',
		'conversa',
	],
	leads: [
		'lead',
		'sign up',
		'signup',
		'sign-up',
		'subscri',
		'newsletter',
		'email',
		'e-mail',
		'demo',
		'contact',
		'registr',
		'prospect',
		'suscrip',
		'suscrib',
		'contacto',
		'captar',
		'cadastr',
		'inscri',
		'assinant',
		'assinatura',
		'contato',
		'list',
		'download',
		'descarga',
		'baixar',
		'lead magnet',
		'inquir',
		'enquir',
		'quote request',
		'a quote',
		'estimate request',
		'free estimate',
		// "Get more clients" (a service's); "clientes" are a shop's customers as often.
		'clients',
		'consult',
		'presupuesto',
		'orçamento',
		'cotiza',
		'cotaç',
	],
	awareness: [
		'awareness',
		'brand',
		'visibility',
		'reach',
		'recogni',
		'known',
		'exposure',
		'notorie',
		'reconoc',
		'visibilidad',
		'marca',
		'alcance',
		'conocer',
		'difusi',
		'reconhec',
		'visibilidade',
		'divulg',
		'conhec',
		'posicion',
		// "Build trust with our customers": being known as reliable is awareness, not a reply.
		'trust',
		'credib',
		'reputation',
		'confianza',
		'confiança',
		'reputaci',
		'reputaç',
	],
	sales: [
		'sell',
		'sales',
		'sale',
		'buy',
		'purchas',
		'revenue',
		'conversion',
		'order',
		'checkout',
		'shop',
		'vend',
		'venta',
		'compra',
		'ingreso',
		'conversi',
		'pedido',
		'venda',
		'faturament',
		'receita',
		'conversão',
		'loja',
		'tienda',
		'upgrade',
		'trial',
		'premium',
		'paid plan',
		'plan de pago',
		'plano pago',
	],
	community: [
		'community',
		'follower',
		'loyal',
		'belong',
		'member',
		'fan',
		'tribe',
		'comunidad',
		'seguidor',
		'fideli',
		'miembro',
		'comunidade',
		'membro',
		'fidel',
		'discord',
		'telegram',
		'slack',
	],
}

/** Which kind of goal a free-text goal is. Unknown goals get an engagement CTA: it fits any post. */
// One pattern per stem, built once: a stem must start a word ("read" in "reader", not "bread").
const GOAL_PATTERNS = Object.entries(GOAL_KEYWORDS).map(([kind, stems]) => ({
	kind: kind as GoalKind,
	patterns: stems.map(
		(stem) => new RegExp(`(?<![\\p{L}])${stem.replace(/[-\s]/gu, '[-\\s]?')}`, 'u'),
	),
}))

export function classifyGoal(goal: string): GoalKind {
	// "In order to grow…" asks for no order.
	const text = ` ${goal.toLowerCase().normalize('NFC')} `
		.replace(/\bin order (?:to|for)\b/gu, ' ')
		// "pedidos de orçamento" are quote requests, not orders.
		.replace(/(?<![\p{L}])pedidos? de (?=or[cç]amento|presupuesto|cotiza|cota[cç])/gu, ' ')
	const scores = new Map<GoalKind, number>()
	for (const { kind, patterns } of GOAL_PATTERNS) {
		scores.set(kind, patterns.filter((pattern) => pattern.test(text)).length)
	}
	// Order breaks ties toward the goal that asks most of the reader: a sale over a click.
	const order: GoalKind[] = ['sales', 'leads', 'traffic', 'community', 'engagement', 'awareness']
	let best: GoalKind = 'engagement'
	let bestScore = 0
	for (const kind of order) {
		const score = scores.get(kind) ?? 0
		if (score > bestScore) {
			best = kind
			bestScore = score
		}
	}
	return best
}

type Phrases = { informal: readonly string[]; formal?: readonly string[] }
type CtaTable = Record<GoalKind, Record<CtaPlatform, Phrases>>

const EN: CtaTable = {
	traffic: {
		twitter: {
			informal: [
				'Read the full post on the blog.',
				'The full story is on the blog.',
				'All the details are on the blog.',
			],
		},
		linkedin: {
			informal: [
				'The full article is on the blog, worth a read if this topic is on your radar.',
				'Read the complete post on the blog for all the details.',
				'All the details are in the full post on the blog.',
			],
		},
		instagram: {
			informal: [
				'Read the full post via the link in bio.',
				'Tap the link in bio to read the whole thing.',
				'More at the link in bio.',
			],
		},
		reel: {
			informal: [
				'Full post at the link in bio.',
				'Want the details? Link in bio.',
				'Read the whole thing, link in bio.',
			],
		},
	},
	engagement: {
		twitter: { informal: ["What's your take?", 'Agree or disagree?', 'How do you handle this?'] },
		linkedin: {
			informal: [
				"What's your experience with this? Share it in the comments.",
				'What would you add? The comments are open.',
				'Where do you stand on this? Let’s discuss in the comments.',
			],
		},
		instagram: {
			informal: [
				'Share your take in the comments.',
				'Which part resonates with you? Comment below.',
				'Save this for later and tell us what you think.',
			],
		},
		reel: {
			informal: [
				'Drop your take in the comments.',
				'Agree? Comment below.',
				'Tell us what you think in the comments.',
			],
		},
	},
	leads: {
		twitter: {
			informal: [
				'Want more like this? Subscribe to the newsletter.',
				'Get the next one in your inbox: subscribe.',
				'Sign up for the newsletter so you never miss one.',
			],
		},
		linkedin: {
			informal: [
				'If this was useful, subscribe to the newsletter and get the next one first.',
				'Want more insights like this? Sign up for the newsletter.',
				'Send a message to see how this could work for your team.',
			],
		},
		instagram: {
			informal: [
				'Want more? Sign up through the link in bio.',
				'Join the newsletter via the link in bio.',
				'Get more like this: subscribe at the link in bio.',
			],
		},
		reel: {
			informal: [
				'Sign up at the link in bio.',
				'Want more? Join the newsletter, link in bio.',
				'Subscribe through the link in bio.',
			],
		},
	},
	awareness: {
		twitter: {
			informal: [
				'Worth sharing with your network.',
				'Pass this on to someone who needs it.',
				'Follow for more like this.',
			],
		},
		linkedin: {
			informal: [
				'If this resonated, share it with your network.',
				'Follow for more ideas like this.',
				'Know someone who should read this? Pass it on.',
			],
		},
		instagram: {
			informal: [
				'Follow for more like this.',
				'Share this with someone who needs to see it.',
				'Save this post and send it to a friend.',
			],
		},
		reel: {
			informal: [
				'Follow for more.',
				'Share this with a friend.',
				'Follow for more ideas like this.',
			],
		},
	},
	sales: {
		twitter: {
			informal: [
				'Ready to take the next step? Get started today.',
				'See the offer at the link.',
				'Get yours at the link.',
			],
		},
		linkedin: {
			informal: [
				'Ready to put this into practice? Get in touch and get started today.',
				'Interested? Send a message to see how it can work for you.',
				'Take the next step: get started today.',
			],
		},
		instagram: {
			informal: [
				'Shop now via the link in bio.',
				'Ready to get started? Link in bio.',
				'Get yours through the link in bio.',
			],
		},
		reel: {
			informal: ['Get yours, link in bio.', 'Shop now at the link in bio.', 'Ready? Link in bio.'],
		},
	},
	community: {
		twitter: {
			informal: [
				'Join the conversation.',
				'Follow along and join the community.',
				'Who else is in? Join us.',
			],
		},
		linkedin: {
			informal: [
				'Join the community and share what you are working on.',
				'Follow along and be part of the conversation.',
				'Which part speaks to you? The community would love to hear it.',
			],
		},
		instagram: {
			informal: [
				'Tag someone who should join the conversation.',
				'Follow along and be part of the community.',
				'Tag a friend who gets this.',
			],
		},
		reel: {
			informal: [
				'Follow and join the community.',
				'Tag someone who needs this.',
				'Join us, follow for more.',
			],
		},
	},
}

const ES: CtaTable = {
	traffic: {
		twitter: {
			informal: [
				'Lee el artículo completo en el blog.',
				'La historia completa está en el blog.',
				'Tienes todos los detalles en el blog.',
			],
			formal: [
				'Lea el artículo completo en el blog.',
				'La historia completa está en el blog.',
				'Encontrará todos los detalles en el blog.',
			],
		},
		linkedin: {
			informal: [
				'El artículo completo está en el blog; vale la pena leerlo con calma.',
				'Lee el post completo en el blog para ver todos los detalles.',
				'Si te interesa el tema, el artículo completo está en el blog.',
			],
			formal: [
				'El artículo completo está en el blog; vale la pena leerlo con calma.',
				'Lea el artículo completo en el blog para conocer todos los detalles.',
				'Si le interesa el tema, encontrará el artículo completo en el blog.',
			],
		},
		instagram: {
			informal: [
				'Lee el post completo en el enlace de la bio.',
				'Toca el enlace de la bio para leerlo entero.',
				'Más en el enlace de la bio.',
			],
			formal: [
				'Lea el artículo completo en el enlace de la bio.',
				'Encontrará más en el enlace de la bio.',
				'Más información en el enlace de la bio.',
			],
		},
		reel: {
			informal: [
				'Lee el post completo, enlace en la bio.',
				'¿Quieres los detalles? Enlace en la bio.',
				'Todo el contenido, en el enlace de la bio.',
			],
			formal: [
				'Más detalles en el enlace de la bio.',
				'Lea el artículo completo, enlace en la bio.',
			],
		},
	},
	engagement: {
		twitter: {
			informal: ['¿Tú qué opinas?', '¿Estás de acuerdo?', '¿Cómo lo haces tú?'],
			formal: ['¿Qué opina usted?', '¿Está de acuerdo?', '¿Cómo lo hace usted?'],
		},
		linkedin: {
			informal: [
				'¿Cuál es tu experiencia con esto? Cuéntalo en los comentarios.',
				'¿Qué añadirías? Los comentarios están abiertos.',
				'¿Dónde te sitúas en este tema? Hablemos en los comentarios.',
			],
			formal: [
				'¿Cuál es su experiencia con esto? Compártala en los comentarios.',
				'¿Qué añadiría usted? Los comentarios están abiertos.',
				'¿Cuál es su postura? Conversemos en los comentarios.',
			],
		},
		instagram: {
			informal: [
				'Cuéntanos en los comentarios qué opinas.',
				'Déjanos tu opinión en los comentarios.',
				'Guárdalo para después y comenta qué piensas.',
			],
			formal: [
				'Cuéntenos su opinión en los comentarios.',
				'Déjenos su opinión en los comentarios.',
				'Guárdelo para después y comente qué piensa.',
			],
		},
		reel: {
			informal: [
				'Comenta qué opinas.',
				'¿Estás de acuerdo? Comenta abajo.',
				'Te leemos en los comentarios.',
			],
			formal: ['Comente qué opina.', '¿Está de acuerdo? Comente abajo.'],
		},
	},
	leads: {
		twitter: {
			informal: [
				'¿Quieres más contenido así? Suscríbete a la newsletter.',
				'Suscríbete y recibe el próximo en tu correo.',
				'Apúntate a la newsletter para no perderte nada.',
			],
			formal: [
				'¿Desea más contenido así? Suscríbase a la newsletter.',
				'Suscríbase y reciba el próximo en su correo.',
				'Regístrese en la newsletter para no perderse nada.',
			],
		},
		linkedin: {
			informal: [
				'Si te resultó útil, suscríbete a la newsletter y recibe el próximo antes que nadie.',
				'¿Quieres más ideas como esta? Suscríbete a la newsletter.',
				'Escríbenos por mensaje privado y vemos cómo aplicarlo en tu equipo.',
			],
			formal: [
				'Si le resultó útil, suscríbase a la newsletter y reciba el próximo antes que nadie.',
				'¿Desea más ideas como esta? Suscríbase a la newsletter.',
				'Escríbanos por mensaje privado y veremos cómo aplicarlo en su equipo.',
			],
		},
		instagram: {
			informal: [
				'¿Quieres más? Suscríbete desde el enlace de la bio.',
				'Únete a la newsletter desde el enlace de la bio.',
				'Recibe más contenido así: enlace en la bio.',
			],
			formal: [
				'¿Desea más? Suscríbase desde el enlace de la bio.',
				'Únase a la newsletter desde el enlace de la bio.',
			],
		},
		reel: {
			informal: ['Suscríbete desde el enlace de la bio.', '¿Quieres más? Enlace en la bio.'],
			formal: ['Suscríbase desde el enlace de la bio.'],
		},
	},
	awareness: {
		twitter: {
			informal: [
				'Compártelo con quien lo necesite.',
				'Síguenos para más contenido así.',
				'Vale la pena compartirlo.',
			],
			formal: [
				'Compártalo con quien lo necesite.',
				'Síganos para más contenido así.',
				'Vale la pena compartirlo.',
			],
		},
		linkedin: {
			informal: [
				'Si te resultó útil, compártelo con tu red.',
				'Sigue la página para más ideas como esta.',
				'¿Conoces a alguien que debería leer esto? Compártelo.',
			],
			formal: [
				'Si le resultó útil, compártalo con su red.',
				'Siga la página para más ideas como esta.',
				'¿Conoce a alguien que debería leer esto? Compártalo.',
			],
		},
		instagram: {
			informal: [
				'Síguenos para más contenido así.',
				'Compártelo con alguien que necesite verlo.',
				'Guarda este post y compártelo con un amigo.',
			],
			formal: [
				'Síganos para más contenido así.',
				'Compártalo con alguien que necesite verlo.',
				'Guarde esta publicación y compártala.',
			],
		},
		reel: {
			informal: ['Síguenos para más.', 'Compártelo con un amigo.', 'Síguenos para más ideas así.'],
			formal: ['Síganos para más.', 'Compártalo con quien lo necesite.'],
		},
	},
	sales: {
		twitter: {
			informal: [
				'¿Listo para dar el siguiente paso? Empieza hoy.',
				'Descubre la oferta en el enlace.',
				'Consíguelo en el enlace.',
			],
			formal: [
				'¿Listo para dar el siguiente paso? Empiece hoy.',
				'Descubra la oferta en el enlace.',
				'Consígalo en el enlace.',
			],
		},
		linkedin: {
			informal: [
				'¿Quieres ponerlo en práctica? Escríbenos y empieza hoy.',
				'¿Te interesa? Envíanos un mensaje y te contamos cómo funciona.',
				'Da el siguiente paso: empieza hoy.',
			],
			formal: [
				'¿Desea ponerlo en práctica? Escríbanos y empiece hoy.',
				'¿Le interesa? Envíenos un mensaje y le contamos cómo funciona.',
				'Dé el siguiente paso: empiece hoy.',
			],
		},
		instagram: {
			informal: [
				'Compra desde el enlace de la bio.',
				'¿Listo para empezar? Enlace en la bio.',
				'Consíguelo desde el enlace de la bio.',
			],
			formal: ['Compre desde el enlace de la bio.', '¿Listo para empezar? Enlace en la bio.'],
		},
		reel: {
			informal: ['Consíguelo en el enlace de la bio.', 'Compra desde el enlace de la bio.'],
			formal: ['Consígalo en el enlace de la bio.'],
		},
	},
	community: {
		twitter: {
			informal: [
				'Únete a la conversación.',
				'Síguenos y forma parte de la comunidad.',
				'¿Quién más se apunta? Únete.',
			],
			formal: ['Únase a la conversación.', 'Síganos y forme parte de la comunidad.'],
		},
		linkedin: {
			informal: [
				'Únete a la comunidad y cuéntanos en qué estás trabajando.',
				'Sigue la conversación y forma parte de la comunidad.',
				'¿Qué parte te toca de cerca? La comunidad quiere leerte.',
			],
			formal: [
				'Únase a la comunidad y cuéntenos en qué está trabajando.',
				'Siga la conversación y forme parte de la comunidad.',
			],
		},
		instagram: {
			informal: [
				'Etiqueta a alguien que debería unirse a la conversación.',
				'Síguenos y forma parte de la comunidad.',
				'Etiqueta a un amigo que se sienta identificado.',
			],
			formal: [
				'Etiquete a alguien que debería unirse a la conversación.',
				'Síganos y forme parte de la comunidad.',
			],
		},
		reel: {
			informal: ['Síguenos y únete a la comunidad.', 'Etiqueta a alguien que necesite ver esto.'],
			formal: ['Síganos y únase a la comunidad.'],
		},
	},
}

// Brazilian Portuguese uses "você" in formal and informal writing alike; one register suffices.
const PT: CtaTable = {
	traffic: {
		twitter: {
			informal: [
				'Leia o post completo no blog.',
				'A história completa está no blog.',
				'Todos os detalhes estão no blog.',
			],
		},
		linkedin: {
			informal: [
				'O artigo completo está no blog; vale a leitura com calma.',
				'Leia o post completo no blog para ver todos os detalhes.',
				'Se o tema te interessa, o artigo completo está no blog.',
			],
		},
		instagram: {
			informal: [
				'Leia o post completo no link da bio.',
				'Toque no link da bio para ler tudo.',
				'Mais no link da bio.',
			],
		},
		reel: {
			informal: [
				'Post completo no link da bio.',
				'Quer os detalhes? Link na bio.',
				'Leia tudo no link da bio.',
			],
		},
	},
	engagement: {
		twitter: { informal: ['E você, o que acha?', 'Concorda?', 'Como você lida com isso?'] },
		linkedin: {
			informal: [
				'Qual é a sua experiência com isso? Conte nos comentários.',
				'O que você acrescentaria? Os comentários estão abertos.',
				'Qual é a sua opinião sobre o tema? Vamos conversar nos comentários.',
			],
		},
		instagram: {
			informal: [
				'Conta pra gente nos comentários o que você acha.',
				'Deixe sua opinião nos comentários.',
				'Salve para depois e comente o que achou.',
			],
		},
		reel: {
			informal: [
				'Comente o que você acha.',
				'Concorda? Comente aqui embaixo.',
				'Conta pra gente nos comentários.',
			],
		},
	},
	leads: {
		twitter: {
			informal: [
				'Quer mais conteúdo assim? Assine a newsletter.',
				'Assine e receba o próximo no seu e-mail.',
				'Inscreva-se na newsletter para não perder nada.',
			],
		},
		linkedin: {
			informal: [
				'Se foi útil, assine a newsletter e receba o próximo em primeira mão.',
				'Quer mais ideias como esta? Assine a newsletter.',
				'Mande uma mensagem para ver como aplicar isso no seu time.',
			],
		},
		instagram: {
			informal: [
				'Quer mais? Assine pelo link da bio.',
				'Entre na newsletter pelo link da bio.',
				'Receba mais conteúdo assim: link na bio.',
			],
		},
		reel: { informal: ['Assine pelo link da bio.', 'Quer mais? Link na bio.'] },
	},
	awareness: {
		twitter: {
			informal: [
				'Compartilhe com quem precisa ler isso.',
				'Siga para mais conteúdos assim.',
				'Vale compartilhar.',
			],
		},
		linkedin: {
			informal: [
				'Se fez sentido para você, compartilhe com a sua rede.',
				'Siga para mais ideias como esta.',
				'Conhece alguém que deveria ler isso? Compartilhe.',
			],
		},
		instagram: {
			informal: [
				'Siga para mais conteúdos assim.',
				'Compartilhe com alguém que precisa ver isso.',
				'Salve este post e mande para um amigo.',
			],
		},
		reel: { informal: ['Siga para mais.', 'Mande para um amigo.', 'Siga para mais ideias assim.'] },
	},
	sales: {
		twitter: {
			informal: [
				'Pronto para o próximo passo? Comece hoje.',
				'Confira a oferta no link.',
				'Garanta o seu no link.',
			],
		},
		linkedin: {
			informal: [
				'Quer colocar isso em prática? Fale com a gente e comece hoje.',
				'Tem interesse? Mande uma mensagem e mostramos como funciona.',
				'Dê o próximo passo: comece hoje.',
			],
		},
		instagram: {
			informal: [
				'Compre pelo link da bio.',
				'Pronto para começar? Link na bio.',
				'Garanta o seu pelo link da bio.',
			],
		},
		reel: { informal: ['Garanta o seu pelo link da bio.', 'Compre pelo link da bio.'] },
	},
	community: {
		twitter: {
			informal: [
				'Participe da conversa.',
				'Siga e faça parte da comunidade.',
				'Quem mais topa? Junte-se a nós.',
			],
		},
		linkedin: {
			informal: [
				'Entre para a comunidade e conte no que você está trabalhando.',
				'Acompanhe a conversa e faça parte da comunidade.',
				'Qual parte tem a ver com você? A comunidade quer saber.',
			],
		},
		instagram: {
			informal: [
				'Marque alguém que deveria participar da conversa.',
				'Siga e faça parte da comunidade.',
				'Marque um amigo que vai se identificar.',
			],
		},
		reel: { informal: ['Siga e entre para a comunidade.', 'Marque alguém que precisa ver isso.'] },
	},
}

const CTA_TABLES: Record<ContentLanguage, CtaTable> = { en: EN, es: ES, pt: PT }

export type CallToActionOptions = {
	/** 0, 1, 2…: picks another phrasing, for regenerating a post */
	variant?: number
	formality?: 'formal' | 'informal'
}

export function callToActionOptions(
	kind: GoalKind,
	language: ContentLanguage,
	platform: CtaPlatform,
	formality: 'formal' | 'informal' = 'informal',
): readonly string[] {
	const phrases = CTA_TABLES[language][kind][platform]
	return (formality === 'formal' ? phrases.formal : undefined) ?? phrases.informal
}

export function callToAction(
	kind: GoalKind,
	language: ContentLanguage,
	platform: CtaPlatform,
	options: CallToActionOptions = {},
): string {
	const choices = callToActionOptions(kind, language, platform, options.formality)
	const variant = Math.abs(Math.trunc(options.variant ?? 0))
	return choices[variant % choices.length] ?? choices[0] ?? ''
}

/** Every CTA phrase in every language, for checks that a post says nothing beyond its source. */
export function allCallToActions(): string[] {
	const result: string[] = []
	for (const table of Object.values(CTA_TABLES)) {
		for (const byPlatform of Object.values(table)) {
			for (const phrases of Object.values(byPlatform)) {
				result.push(...phrases.informal, ...(phrases.formal ?? []))
			}
		}
	}
	return result
}
