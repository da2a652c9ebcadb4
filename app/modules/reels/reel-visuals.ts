// Visual directions that fit the kind of text: a recipe is filmed as cooking, a how-to as hands
// and a screen, an essay or a story as talking head and B-roll, figures as simple charts, a
// newsletter or a list as items on screen. They say how to film, never what the source says.
import type { ContentLanguage } from '../generation/source-analysis.ts'
import type { TextKind } from '../generation/source-model.ts'
import type { HookType } from './reel-options.ts'

type VisualGroup = 'cooking' | 'demo' | 'hands' | 'talk' | 'figures' | 'items'

const GROUP_OF: Record<TextKind, VisualGroup> = {
	recipe: 'cooking',
	howto: 'demo',
	announcement: 'demo',
	listicle: 'items',
	newsletter: 'items',
	'case-study': 'figures',
	story: 'talk',
	essay: 'talk',
	transcript: 'talk',
}

const SHOTS: Record<ContentLanguage, Record<VisualGroup, readonly string[]>> = {
	en: {
		cooking: [
			'Overhead shot of the bench: hands at work, ingredients in frame.',
			'Close-up of the pan, the pot or the bowl as you work.',
			'Side angle at counter height; you talk while your hands keep going.',
			'Macro shot of the texture, steam or crust; let it breathe for a second.',
		],
		demo: [
			'Screen recording of the step, cursor slow and clearly visible.',
			'Over-the-shoulder shot of your hands doing the step.',
			'Face to camera, then cut to the screen as you name the step.',
			'Close-up on the one detail that matters, with a text callout.',
		],
		hands: [
			'Over-the-shoulder shot of your hands doing the step.',
			'Face to camera as you name the step, then cut to it being done.',
			'Close-up on the one detail that matters, with a text callout.',
			'Talking head, medium shot, natural light; look into the lens.',
		],
		talk: [
			'Talking head, medium shot, natural light; look into the lens.',
			'B-roll of the place or thing this line is about, your own footage, under your voice.',
			'Tighter close-up for the line that matters most.',
			'Walk-and-talk, phone at arm’s length, steady pace.',
		],
		figures: [
			'Face to camera with the figure as a big on-screen number beside you.',
			'Simple animated bar or line building up while you talk.',
			'Screen capture of the spreadsheet or dashboard, key cell highlighted.',
			'Talking head, medium shot; the figure pops up as a caption.',
		],
		items: [
			'Each item as a bold card on screen while you read it out.',
			'Scroll through the page or list on screen, pausing on the item.',
			'Talking head with the item written beside you as a caption.',
			'Quick cut to a close-up of the screen or notebook where the item lives.',
		],
	},
	es: {
		cooking: [
			'Plano cenital de la encimera: manos trabajando, ingredientes a la vista.',
			'Primer plano de la sartén, la olla o el bol mientras trabajas.',
			'Plano lateral a la altura de la encimera; hablas sin dejar de cocinar.',
			'Plano macro de la textura, el vapor o la corteza; deja que respire un segundo.',
		],
		demo: [
			'Grabación de pantalla del paso, con el cursor lento y bien visible.',
			'Plano por encima del hombro de tus manos haciendo el paso.',
			'A cámara, y corte a la pantalla cuando nombras el paso.',
			'Primer plano del detalle que importa, con un rótulo en pantalla.',
		],
		hands: [
			'Plano por encima del hombro de tus manos haciendo el paso.',
			'A cámara mientras nombras el paso, y corte a cuando se hace.',
			'Primer plano del detalle que importa, con un rótulo en pantalla.',
			'Plano medio a cámara, luz natural; mira al objetivo.',
		],
		talk: [
			'Plano medio a cámara, luz natural; mira al objetivo.',
			'B-roll del lugar o de la cosa de la que habla esta frase, grabado por ti, bajo tu voz.',
			'Primer plano más cerrado para la frase más importante.',
			'Caminando y hablando, móvil a la altura del brazo, ritmo tranquilo.',
		],
		figures: [
			'A cámara con la cifra en grande en pantalla a tu lado.',
			'Gráfico sencillo de barras o líneas que se construye mientras hablas.',
			'Captura de la hoja de cálculo o el panel, con la celda clave resaltada.',
			'Plano medio a cámara; la cifra aparece como rótulo.',
		],
		items: [
			'Cada punto como una tarjeta en pantalla mientras lo lees.',
			'Recorre la página o la lista en pantalla y detente en el punto.',
			'A cámara, con el punto escrito a tu lado como rótulo.',
			'Corte rápido a un primer plano de la pantalla o la libreta donde está el punto.',
		],
	},
	pt: {
		cooking: [
			'Plano de cima da bancada: mãos trabalhando, ingredientes no quadro.',
			'Close da panela, da frigideira ou da tigela enquanto você trabalha.',
			'Ângulo lateral na altura da bancada; você fala sem parar de cozinhar.',
			'Plano macro da textura, do vapor ou da casca; deixe respirar um segundo.',
		],
		demo: [
			'Gravação de tela do passo, com o cursor devagar e bem visível.',
			'Plano por cima do ombro das suas mãos fazendo o passo.',
			'Olhando para a câmera, e corte para a tela quando você diz o passo.',
			'Close no detalhe que importa, com um destaque na tela.',
		],
		hands: [
			'Plano por cima do ombro das suas mãos fazendo o passo.',
			'Olhando para a câmera enquanto diz o passo, e corte para ele sendo feito.',
			'Close no detalhe que importa, com um destaque na tela.',
			'Plano médio olhando para a câmera, luz natural.',
		],
		talk: [
			'Plano médio olhando para a câmera, luz natural.',
			'B-roll do lugar ou da coisa de que essa frase fala, gravado por você, por baixo da sua voz.',
			'Close mais fechado para a frase mais importante.',
			'Andando e falando, celular na altura do braço, ritmo tranquilo.',
		],
		figures: [
			'Olhando para a câmera com o número grande na tela ao seu lado.',
			'Gráfico simples de barras ou linhas se formando enquanto você fala.',
			'Captura da planilha ou do painel, com a célula principal em destaque.',
			'Plano médio para a câmera; o número aparece como legenda.',
		],
		items: [
			'Cada item como um cartão na tela enquanto você lê.',
			'Role a página ou a lista na tela e pare no item.',
			'Olhando para a câmera, com o item escrito ao lado como legenda.',
			'Corte rápido para um close da tela ou do caderno onde está o item.',
		],
	},
}

const BROLL: Record<ContentLanguage, Record<VisualGroup, string>> = {
	en: {
		cooking:
			'B-roll only, no talking: slow shots of the food and your hands while the music carries it.',
		demo: 'B-roll only, no talking: the finished result on screen while the music carries it.',
		hands: 'B-roll only, no talking: the finished result while the music carries it.',
		talk: 'B-roll only, no talking: a quiet moment of your day while the music carries it.',
		figures: 'B-roll only, no talking: the chart holds on screen while the music carries it.',
		items: 'B-roll only, no talking: scroll slowly through the list while the music carries it.',
	},
	es: {
		cooking:
			'Solo B-roll, sin hablar: planos lentos de la comida y tus manos mientras suena la música.',
		demo: 'Solo B-roll, sin hablar: el resultado final en pantalla mientras suena la música.',
		hands: 'Solo B-roll, sin hablar: el resultado final mientras suena la música.',
		talk: 'Solo B-roll, sin hablar: un momento tranquilo de tu día mientras suena la música.',
		figures: 'Solo B-roll, sin hablar: el gráfico se queda en pantalla mientras suena la música.',
		items: 'Solo B-roll, sin hablar: recorre la lista despacio mientras suena la música.',
	},
	pt: {
		cooking:
			'Só B-roll, sem fala: planos lentos da comida e das suas mãos enquanto a música segura.',
		demo: 'Só B-roll, sem fala: o resultado final na tela enquanto a música segura.',
		hands: 'Só B-roll, sem fala: o resultado final enquanto a música segura.',
		talk: 'Só B-roll, sem fala: um momento tranquilo do seu dia enquanto a música segura.',
		figures: 'Só B-roll, sem fala: o gráfico fica na tela enquanto a música segura.',
		items: 'Só B-roll, sem fala: role a lista devagar enquanto a música segura.',
	},
}

// The shot that films what the line is about: its own key phrase, never a stock "desk, street,
// coffee" that would fit any line of any reel.
const FOCUS_SHOTS: Record<ContentLanguage, Record<VisualGroup, string>> = {
	en: {
		cooking: 'Close-up of “{focus}” as you work, filling the frame.',
		demo: 'Screen recording or close-up that shows “{focus}”, cursor or hands clearly visible.',
		hands: 'Close-up that shows “{focus}”, your hands clearly visible.',
		talk: 'Cutaway to “{focus}” under your voice: your own footage, not stock.',
		figures: 'Talking head; “{focus}” pops up beside you as a bold caption.',
		items: 'Bold card with “{focus}” on screen while you read the item out.',
	},
	es: {
		cooking: 'Primer plano de «{focus}» mientras trabajas, llenando el encuadre.',
		demo: 'Grabación de pantalla o primer plano que muestre «{focus}», con el cursor o las manos bien visibles.',
		hands: 'Primer plano que muestre «{focus}», con las manos bien visibles.',
		talk: 'Plano de recurso de «{focus}» bajo tu voz: imágenes tuyas, no de archivo.',
		figures: 'Plano medio a cámara; «{focus}» aparece a tu lado como rótulo en negrita.',
		items: 'Tarjeta en negrita con «{focus}» en pantalla mientras lees el punto.',
	},
	pt: {
		cooking: 'Close de “{focus}” enquanto você trabalha, enchendo o quadro.',
		demo: 'Gravação de tela ou close que mostre “{focus}”, com o cursor ou as mãos bem visíveis.',
		hands: 'Close que mostre “{focus}”, com as mãos bem visíveis.',
		talk: 'Corte para “{focus}” por baixo da sua voz: imagens suas, não de banco.',
		figures: 'Plano médio para a câmera; “{focus}” aparece ao seu lado como legenda em negrito.',
		items: 'Cartão em negrito com “{focus}” na tela enquanto você lê o item.',
	},
}

// Words of software and of working a screen: "click", "install", "GitHub", "el código". A text
// that says two of them is done on a screen; a travel diary that says "clicar" once is not.
const SCREEN_WORDS =
	/(?<![\p{L}])(?:click(?:s|ed|ing)?|clique|clicar|clica|haz clic|pulsa|buttons?|bot[oó]n|botones|bot[aã]o|bot[oõ]es|settings|configuraci[oó]n|configura[cç][oõ]es|screens?|pantallas?|browser|navegador|terminal|command line|comandos?|install(?:ed|ing)?|instalar?|download(?:s|ed)?|descargar?|baixar?|code|c[oó]digo|cursor|dashboard|plugins?|github|git|npm|api|repos?|repository|repositorio|reposit[oó]rio|software|apps?|aplicativo|aplicaci[oó]n|spreadsheet|planilha|hoja de c[aá]lculo|log in|login|sign in|upload|scroll(?:ing)?|compiler|editor|sidebar)(?![\p{L}])/giu

/** The text is worked on a screen (software, an app, code), so its steps can be screen recordings. */
export function showsAScreen(text: string): boolean {
	const words = new Set<string>()
	for (const match of text.matchAll(SCREEN_WORDS)) {
		words.add(match[0].toLowerCase())
		if (words.size >= 2) return true
	}
	return false
}

// A how-to done away from a screen (packing a bag, a card's fees) is filmed as hands at work; an
// announcement of a shop or an event, as someone talking.
function groupOf(kind: TextKind, onScreen: boolean): VisualGroup {
	const group = GROUP_OF[kind]
	if (group !== 'demo' || onScreen) return group
	return kind === 'howto' ? 'hands' : 'talk'
}

/** A shot of the scene's own key phrase ("B-roll of “writing code” under your voice…"). */
export function focusShotFor(
	kind: TextKind,
	language: ContentLanguage,
	focus: string,
	onScreen = true,
): string {
	return FOCUS_SHOTS[language][groupOf(kind, onScreen)].replace('{focus}', focus)
}

export function pointShotsFor(
	kind: TextKind,
	language: ContentLanguage,
	onScreen = true,
): readonly string[] {
	const group = groupOf(kind, onScreen)
	// A list read away from a screen (a pub's menu, five cities) is shown as cards and captions,
	// not as a page scrolled or a screen filmed: the second and fourth shots are those. A
	// newsletter is read on a page, and keeps them.
	if (group === 'items' && kind === 'listicle' && !onScreen)
		return SHOTS[language].items.filter((_, i) => i % 2 === 0)
	return SHOTS[language][group]
}

export function brollShotFor(kind: TextKind, language: ContentLanguage, onScreen = true): string {
	return BROLL[language][groupOf(kind, onScreen)]
}

const RECAP_LABEL: Record<ContentLanguage, string> = {
	en: 'In short:',
	es: 'En resumen:',
	pt: 'Resumindo:',
}

export function recapLabel(language: ContentLanguage): string {
	return RECAP_LABEL[language]
}

const HOOK_NAMES: Record<ContentLanguage, Record<HookType, string>> = {
	en: {
		curiosity: 'curiosity gap',
		pov: 'POV',
		list: 'list',
		transformation: 'transformation',
		pattern_interrupt: 'pattern interrupt',
		myth_busting: 'myth busting',
		mistake: 'common mistake',
		negative_behavioral: 'negative behaviour',
		problem_focused: 'problem first',
		loss_aversion: 'loss aversion',
		urgency_negative: 'urgency',
		contrarian: 'contrarian',
	},
	es: {
		curiosity: 'curiosidad',
		pov: 'POV',
		list: 'lista',
		transformation: 'transformación',
		pattern_interrupt: 'romper el patrón',
		myth_busting: 'desmentir un mito',
		mistake: 'error común',
		negative_behavioral: 'hábito negativo',
		problem_focused: 'el problema primero',
		loss_aversion: 'miedo a perder',
		urgency_negative: 'urgencia',
		contrarian: 'a contracorriente',
	},
	pt: {
		curiosity: 'curiosidade',
		pov: 'POV',
		list: 'lista',
		transformation: 'transformação',
		pattern_interrupt: 'quebra de padrão',
		myth_busting: 'quebrando mitos',
		mistake: 'erro comum',
		negative_behavioral: 'hábito negativo',
		problem_focused: 'o problema primeiro',
		loss_aversion: 'medo de perder',
		urgency_negative: 'urgência',
		contrarian: 'contra a corrente',
	},
}

/** The production note that says a different hook formula was used, and why. */
export function hookSwitchNote(
	requested: HookType,
	used: HookType,
	language: ContentLanguage,
	/** 'own': the text opens on its own hook, said whole; 'unpaid': nothing keeps the promise */
	why: 'own' | 'unpaid' = 'unpaid',
): string {
	const names = HOOK_NAMES[language]
	if (why === 'own') {
		if (language === 'es')
			return `Gancho: se usó «${names[used]}» en lugar de «${names[requested]}», porque el texto abre con su propio gancho y el reel lo dice entero.`
		if (language === 'pt')
			return `Gancho: usamos “${names[used]}” no lugar de “${names[requested]}”, porque o texto abre com o seu próprio gancho e o reel o diz inteiro.`
		return `Hook: “${names[used]}” instead of “${names[requested]}”, because the text opens on its own hook, which the reel says whole.`
	}
	if (language === 'es')
		return `Gancho: se usó «${names[used]}» en lugar de «${names[requested]}», porque el texto no tiene con qué cumplir esa promesa.`
	if (language === 'pt')
		return `Gancho: usamos “${names[used]}” no lugar de “${names[requested]}”, porque o texto não tem como cumprir essa promessa.`
	return `Hook: “${names[used]}” instead of “${names[requested]}”, because the text has nothing to pay that promise off with.`
}
