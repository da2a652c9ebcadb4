// Draft UI copy for the reel options, in the three product languages. The lead moves these
// strings into the i18n resources; until then this file is the single place they are written.
// Spanish and Portuguese are written for native readers, not translated word for word.
import type { HookType, ReelCategory } from './reel-options.ts'

export type CopyLanguage = 'en' | 'es' | 'pt'

export type HookCopy = { label: string; explanation: string; example: string }

export const HOOK_COPY = {
	curiosity: {
		en: {
			label: 'Curiosity gap',
			explanation: 'Tease something valuable and hold back the answer so viewers stay to find out.',
			example: 'Nobody tells you this about sourdough until it is too late.',
		},
		es: {
			label: 'Curiosidad',
			explanation: 'Insinúa algo valioso y guárdate la respuesta para que se queden a descubrirla.',
			example: 'Esto nadie te lo cuenta cuando empiezas a programar.',
		},
		pt: {
			label: 'Curiosidade',
			explanation:
				'Dê uma pista de algo valioso e segure a resposta para a pessoa ficar até o fim.',
			example: 'Ninguém te conta isso quando você começa a treinar.',
		},
	},
	pov: {
		en: {
			label: 'POV',
			explanation: 'Drop viewers into a situation they recognise, seen through their own eyes.',
			example: 'POV: it is Monday and your to-do list is already longer than your day.',
		},
		es: {
			label: 'POV',
			explanation: 'Pon a quien mira dentro de una situación que reconoce, vista desde sus ojos.',
			example: 'POV: es lunes y tu lista de pendientes ya no cabe en el día.',
		},
		pt: {
			label: 'POV',
			explanation: 'Coloque quem assiste numa situação que ele reconhece, vista pelos olhos dele.',
			example: 'POV: é segunda-feira e a sua lista de tarefas já não cabe no dia.',
		},
	},
	list: {
		en: {
			label: 'List',
			explanation: 'Promise a short, countable set of points so viewers know what they will get.',
			example: 'Three habits that made my code reviews painless.',
		},
		es: {
			label: 'Lista',
			explanation: 'Promete unos pocos puntos concretos para que sepan qué se van a llevar.',
			example: 'Tres hábitos que hicieron mis code reviews mucho más fáciles.',
		},
		pt: {
			label: 'Lista',
			explanation: 'Prometa poucos pontos concretos para a pessoa saber o que vai levar.',
			example: 'Três hábitos que deixaram minhas revisões de código bem mais leves.',
		},
	},
	transformation: {
		en: {
			label: 'Transformation',
			explanation: 'Show the before and the after, then explain what changed in between.',
			example: 'From burnt-out every Friday to done by five: here is what changed.',
		},
		es: {
			label: 'Transformación',
			explanation: 'Muestra el antes y el después, y luego explica qué cambió entre medias.',
			example: 'De llegar agotado al viernes a terminar a mi hora: esto es lo que cambié.',
		},
		pt: {
			label: 'Transformação',
			explanation: 'Mostre o antes e o depois e conte o que mudou no meio do caminho.',
			example: 'De chegar exausto na sexta a fechar o dia no horário: foi isso que mudei.',
		},
	},
	pattern_interrupt: {
		en: {
			label: 'Pattern interrupt',
			explanation: 'Break the scroll with an unexpected line, sound or visual in the first second.',
			example: 'Stop. Put the phone down for a second. Now look at your desk.',
		},
		es: {
			label: 'Romper el patrón',
			explanation:
				'Corta el scroll con una frase, un sonido o una imagen inesperada en el primer segundo.',
			example: 'Para. Suelta el móvil un segundo. Ahora mira tu escritorio.',
		},
		pt: {
			label: 'Quebra de padrão',
			explanation:
				'Interrompa a rolagem com uma frase, um som ou uma imagem inesperada logo no início.',
			example: 'Para tudo. Solta o celular um segundo. Agora olha para a sua mesa.',
		},
	},
	myth_busting: {
		en: {
			label: 'Myth busting',
			explanation: 'Name a common belief in your niche and show what is actually true.',
			example: 'You do not need a fancy mixer to bake good bread. Here is the proof.',
		},
		es: {
			label: 'Desmentir un mito',
			explanation: 'Nombra una creencia común de tu nicho y muestra lo que de verdad pasa.',
			example: 'No necesitas una batidora cara para hacer buen pan. Te lo demuestro.',
		},
		pt: {
			label: 'Quebrando mitos',
			explanation: 'Cite uma crença comum do seu nicho e mostre o que é verdade de fato.',
			example: 'Você não precisa de batedeira cara para fazer pão bom. Eu te mostro.',
		},
	},
	mistake: {
		en: {
			label: 'Common mistake',
			explanation: 'Point out a mistake your audience is probably making and how to fix it.',
			example: 'If your commit messages say "fix stuff", you are making this mistake.',
		},
		es: {
			label: 'Error común',
			explanation: 'Señala un error que tu audiencia probablemente comete y cómo corregirlo.',
			example: 'Si tus commits dicen "arreglos varios", estás cometiendo este error.',
		},
		pt: {
			label: 'Erro comum',
			explanation: 'Aponte um erro que o seu público provavelmente comete e como corrigir.',
			example: 'Se os seus commits dizem "ajustes", você está cometendo este erro.',
		},
	},
	negative_behavioral: {
		en: {
			label: 'Stop doing this',
			explanation:
				'Call out a habit viewers should drop, so they stay to learn what to do instead.',
			example: 'Stop checking email first thing in the morning. Do this instead.',
		},
		es: {
			label: 'Deja de hacer esto',
			explanation:
				'Señala un hábito que conviene dejar, para que se queden a ver qué hacer en su lugar.',
			example: 'Deja de mirar el correo nada más despertarte. Haz esto en su lugar.',
		},
		pt: {
			label: 'Pare de fazer isso',
			explanation:
				'Aponte um hábito que vale largar, para a pessoa ficar e ver o que fazer no lugar.',
			example: 'Pare de abrir o e-mail assim que acorda. Faça isso no lugar.',
		},
	},
	problem_focused: {
		en: {
			label: 'Problem first',
			explanation: 'Open with the exact problem your viewer has, then promise the way out.',
			example: 'Your bread comes out flat every single time? Let us fix that.',
		},
		es: {
			label: 'Problema primero',
			explanation: 'Empieza por el problema exacto que tiene quien mira y promete la salida.',
			example: '¿Tu pan sale plano una y otra vez? Vamos a arreglarlo.',
		},
		pt: {
			label: 'Problema primeiro',
			explanation: 'Comece pelo problema exato de quem assiste e prometa a saída.',
			example: 'Seu pão sai sempre baixinho? Bora resolver isso.',
		},
	},
	loss_aversion: {
		en: {
			label: 'Fear of missing out',
			explanation: 'Show what viewers lose by not knowing this, so skipping feels costly.',
			example: 'You are paying a fee on every card purchase abroad and you might not know it.',
		},
		es: {
			label: 'Miedo a perdérselo',
			explanation: 'Muestra lo que se pierde quien no sabe esto, para que saltarlo salga caro.',
			example: 'Cada vez que pagas con tarjeta en el extranjero podrías estar perdiendo dinero.',
		},
		pt: {
			label: 'Medo de perder',
			explanation: 'Mostre o que a pessoa perde por não saber isso, para pular parecer caro.',
			example: 'Toda compra no cartão lá fora pode estar te custando uma taxa escondida.',
		},
	},
	urgency_negative: {
		en: {
			label: 'Urgent warning',
			explanation: 'A warning that feels time-sensitive: watch this before you do the thing.',
			example: 'Do not sign your next freelance contract until you watch this.',
		},
		es: {
			label: 'Aviso urgente',
			explanation: 'Una advertencia con prisa: mira esto antes de dar el siguiente paso.',
			example: 'No firmes tu próximo contrato freelance sin ver esto antes.',
		},
		pt: {
			label: 'Alerta urgente',
			explanation: 'Um alerta com senso de urgência: assista antes de dar o próximo passo.',
			example: 'Não assine o seu próximo contrato como freela sem ver isso antes.',
		},
	},
	contrarian: {
		en: {
			label: 'Contrarian take',
			explanation: 'Challenge popular advice with your own opinion and back it up.',
			example: 'Unpopular opinion: working fewer hours made me more productive.',
		},
		es: {
			label: 'Opinión impopular',
			explanation: 'Lleva la contraria a un consejo popular con tu propia opinión y defiéndela.',
			example: 'Opinión impopular: trabajar menos horas me hizo más productivo.',
		},
		pt: {
			label: 'Opinião impopular',
			explanation: 'Vá contra um conselho popular com a sua opinião e sustente o porquê.',
			example: 'Opinião impopular: trabalhar menos horas me deixou mais produtivo.',
		},
	},
} as const satisfies Record<HookType, Record<CopyLanguage, HookCopy>>

export const CATEGORY_LABELS = {
	educational: { en: 'Educational/Tutorial', es: 'Educativo/Tutorial', pt: 'Educativo/Tutorial' },
	entertainment: {
		en: 'Entertainment/Viral',
		es: 'Entretenimiento/Viral',
		pt: 'Entretenimento/Viral',
	},
	behind_scenes: { en: 'Behind-the-scenes', es: 'Detrás de cámaras', pt: 'Bastidores' },
	tips: { en: 'Quick Tips', es: 'Consejos rápidos', pt: 'Dicas rápidas' },
	storytelling: { en: 'Storytelling', es: 'Storytelling', pt: 'Storytelling' },
	product_showcase: {
		en: 'Product Showcase',
		es: 'Demostración de producto',
		pt: 'Vitrine de produto',
	},
	lifestyle: { en: 'Day-in-the-life', es: 'Un día conmigo', pt: 'Um dia comigo' },
} as const satisfies Record<ReelCategory, Record<CopyLanguage, string>>

export function hookCopy(hookType: HookType, language: CopyLanguage): HookCopy {
	return HOOK_COPY[hookType][language]
}

export function categoryLabel(category: ReelCategory, language: CopyLanguage): string {
	return CATEGORY_LABELS[category][language]
}
