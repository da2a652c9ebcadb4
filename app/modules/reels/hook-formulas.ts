// The hook formulas the built-in engine writes the first scene with, per hook type and language.
// Slots are filled only with the source's own words: {topic} is a key phrase (with the article
// the source puts before it, in Spanish and Portuguese), {Topic} the bare phrase capitalised,
// {claim} a short sentence from the source, {count} a count of points that the source itself
// states. Templates hold no digits, so a hook can never introduce a number the source lacks, and
// no "de {topic}" or "em {topic}", so an article never needs contracting (de + el, em + a).
import type { ContentLanguage } from '#app/modules/generation/source-analysis.ts'
import { escapeRegExp } from '#app/modules/generation/voice-style.ts'
import type { HookType } from './reel-options.ts'

/**
 * calm: fits any voice; bold: punchier, picked for playful, casual and inspirational voices.
 * `for` marks a formula kept for one kind of topic: `verb` for a Spanish or Portuguese topic that
 * is a verb phrase ("grabar un podcast" takes "al", "para", "antes de", never "con"), `none` for a
 * text with no phrase to name, where "this topic" would say nothing. Neither is used otherwise.
 */
export type HookTemplate = {
	text: string
	register: 'calm' | 'bold'
	for?: 'verb' | 'none' | 'line' | 'how' | 'needs'
}

type Table = Record<HookType, readonly HookTemplate[]>

const calm = (text: string, use?: 'verb' | 'none' | 'line' | 'how' | 'needs'): HookTemplate =>
	use ? { text, register: 'calm', for: use } : { text, register: 'calm' }
const bold = (text: string, use?: 'verb' | 'none'): HookTemplate =>
	use ? { text, register: 'bold', for: use } : { text, register: 'bold' }

const EN: Table = {
	curiosity: [
		calm("Here's what most people miss about {topic}."),
		bold('Nobody tells you this about {topic}.'),
		bold('I wish someone had told me this about {topic} sooner.'),
		calm("{claim} Here's why."),
		calm('{line} Let me tell you.', 'line'),
		calm("{line} Here's how.", 'how'),
		calm("{line} That's it.", 'needs'),
		bold('{claim} Let me show you why.'),
		calm("Here's what most people miss.", 'none'),
		bold('Nobody tells you this.', 'none'),
	],
	pov: [
		calm('POV: someone finally explains {topic} in plain words.'),
		bold("POV: you're about to see {topic} differently."),
		bold('POV: you just found the {topic} reel you needed.'),
		calm('POV: someone finally explains it in plain words.', 'none'),
		bold("POV: you're about to see this differently.", 'none'),
	],
	list: [
		calm('{count} things about {topic} worth saving.'),
		calm('{Topic}: the key points, fast.'),
		bold('Everything worth knowing about {topic}, in one reel.'),
		calm('The key points, fast.', 'none'),
	],
	transformation: [
		calm('Before and after: what changes when you get {topic} right.'),
		bold("{Topic}, before and after: here's what changed."),
		calm("Before and after: here's what changed.", 'none'),
	],
	pattern_interrupt: [
		calm("Stop scrolling for a second. Let's talk about {topic}."),
		bold('Wait. Before you scroll past {topic}…'),
		bold('Okay, quick one. {Topic}. Right now.'),
		calm('Stop scrolling for a second.', 'none'),
		bold('Wait. Before you scroll past this…', 'none'),
	],
	myth_busting: [
		calm("You've probably heard a myth about {topic}. Here's the truth."),
		bold("Let's bust a myth about {topic}."),
		calm("You've probably heard this myth. Here's the truth.", 'none'),
		bold("Let's bust a myth.", 'none'),
	],
	mistake: [
		calm('Are you making this mistake with {topic}?'),
		bold("Don't make this mistake with {topic}."),
		calm('Are you making this mistake?', 'none'),
		bold("Don't make this mistake.", 'none'),
	],
	negative_behavioral: [
		calm('Stop ignoring this part of {topic}.'),
		bold('Still winging it when it comes to {topic}? Stop.'),
		calm('Stop ignoring this.', 'none'),
	],
	problem_focused: [
		calm('Struggling with {topic}? This is for you.'),
		bold('Stuck on {topic}? Watch this.'),
		calm('Struggling with this? This is for you.', 'none'),
		bold('Stuck? Watch this.', 'none'),
	],
	loss_aversion: [
		calm('You could be missing out on this about {topic}.'),
		bold("Here's what you lose by ignoring {topic}."),
		calm('You could be missing out on this.', 'none'),
	],
	urgency_negative: [
		calm('Before your next move with {topic}, watch this.'),
		bold("Don't scroll past this if you care about {topic}."),
		calm('Before your next move, watch this.', 'none'),
		bold("Don't scroll past this.", 'none'),
	],
	contrarian: [
		calm('Unpopular opinion: {claim}'),
		bold('Hot take on {topic}: {claim}'),
		bold("Everyone talks about {topic}. Here's a different take."),
		bold("Everyone says the same thing. Here's a different take.", 'none'),
	],
}

const ES: Table = {
	curiosity: [
		calm('Lo que casi nadie ve sobre {topic}.'),
		bold('Esto nadie te lo cuenta sobre {topic}.'),
		bold('{Topic}: lo que me habría gustado saber antes.'),
		calm('{claim} Te cuento por qué.'),
		calm('{line} Te cuento.', 'line'),
		calm('{line} Te cuento cómo.', 'how'),
		calm('{line} Y ya.', 'needs'),
		bold('{claim} Te explico por qué.'),
		calm('Lo que casi nadie ve.', 'none'),
		bold('Esto nadie te lo cuenta.', 'none'),
	],
	pov: [
		calm('POV: por fin alguien te explica {topic} sin rodeos.'),
		bold('POV: estás a punto de ver {topic} con otros ojos.'),
		bold('POV: estás a punto de verlo con otros ojos.', 'none'),
	],
	list: [
		calm('{count} claves sobre {topic} para guardar.'),
		calm('{Topic}: lo esencial, en un solo reel.'),
		bold('Todo lo que vale la pena saber sobre {topic}.'),
		calm('Lo esencial, en un solo reel.', 'none'),
	],
	transformation: [
		calm('Antes y después: lo que cambia cuando entiendes {topic}.'),
		bold('{Topic}, antes y después: esto es lo que cambió.'),
		calm('Antes y después: esto es lo que cambió.', 'none'),
	],
	pattern_interrupt: [
		calm('Para el scroll un momento. Hablemos sobre {topic}.'),
		bold('Espera, no pases todavía: {topic}.'),
		calm('Para el scroll un momento.', 'none'),
		bold('Espera, no pases todavía.', 'none'),
	],
	myth_busting: [
		calm('Seguro que has oído un mito sobre {topic}. Esta es la verdad.'),
		bold('Vamos a desmontar un mito sobre {topic}.'),
		bold('Vamos a desmontar un mito.', 'none'),
	],
	mistake: [
		calm('¿Estás cometiendo este error con {topic}?'),
		bold('No cometas este error con {topic}.'),
		calm('¿Estás cometiendo este error?', 'none'),
		bold('No cometas este error.', 'none'),
		calm('¿Estás cometiendo este error al {topic}?', 'verb'),
		bold('No cometas este error al {topic}.', 'verb'),
	],
	negative_behavioral: [
		calm('Deja de ignorar esto sobre {topic}.'),
		bold('Si sigues improvisando con {topic}, para.'),
		calm('Deja de ignorar esto.', 'none'),
		bold('Si sigues improvisando al {topic}, para.', 'verb'),
	],
	problem_focused: [
		calm('¿Te peleas con {topic}? Esto es para ti.'),
		bold('¿Problemas con {topic}? Mira esto.'),
		calm('¿Te cuesta? Esto es para ti.', 'none'),
		calm('¿Te cuesta {topic}? Esto es para ti.', 'verb'),
		bold('¿Problemas para {topic}? Mira esto.', 'verb'),
	],
	loss_aversion: [
		calm('Te puedes estar perdiendo esto sobre {topic}.'),
		bold('Esto es lo que pierdes si ignoras {topic}.'),
		calm('Te puedes estar perdiendo esto.', 'none'),
	],
	urgency_negative: [
		calm('Antes de tu próximo paso con {topic}, mira esto.'),
		bold('Para antes de seguir con {topic}: mira esto.'),
		calm('Antes de tu próximo paso, mira esto.', 'none'),
		calm('Antes de {topic}, mira esto.', 'verb'),
	],
	contrarian: [
		calm('Opinión impopular: {claim}'),
		bold('Todo el mundo opina sobre {topic}. Yo lo veo distinto.'),
		bold('Todo el mundo dice lo mismo. Yo lo veo distinto.', 'none'),
	],
}

const PT: Table = {
	curiosity: [
		calm('O que quase ninguém percebe sobre {topic}.'),
		bold('Ninguém te conta isso sobre {topic}.'),
		bold('{Topic}: o que eu queria ter sabido antes.'),
		calm('{claim} Eu explico por quê.'),
		calm('{line} Eu te conto.', 'line'),
		calm('{line} Eu te conto como.', 'how'),
		calm('{line} Só isso.', 'needs'),
		bold('{claim} Deixa eu te mostrar por quê.'),
		calm('O que quase ninguém percebe.', 'none'),
		bold('Ninguém te conta isso.', 'none'),
	],
	pov: [
		calm('POV: finalmente alguém explica {topic} sem enrolação.'),
		bold('POV: você está prestes a ver {topic} com outros olhos.'),
		bold('POV: você está prestes a ver isso com outros olhos.', 'none'),
	],
	list: [
		calm('{count} pontos sobre {topic} para salvar.'),
		calm('{Topic}: o essencial, num reel só.'),
		bold('Tudo o que vale a pena saber sobre {topic}.'),
		calm('O essencial, num reel só.', 'none'),
	],
	transformation: [
		calm('Antes e depois: o que muda quando você entende {topic}.'),
		bold('{Topic}, antes e depois: foi isso que mudou.'),
		calm('Antes e depois: foi isso que mudou.', 'none'),
	],
	pattern_interrupt: [
		calm('Para de rolar um segundo. Vamos falar sobre {topic}.'),
		bold('Espera, não passa ainda: {topic}.'),
		calm('Para de rolar um segundo.', 'none'),
		bold('Espera, não passa ainda.', 'none'),
	],
	myth_busting: [
		calm('Você com certeza já ouviu um mito sobre {topic}. Aqui vai a verdade.'),
		bold('Bora derrubar um mito sobre {topic}.'),
		bold('Bora derrubar um mito.', 'none'),
	],
	mistake: [
		calm('Você está cometendo este erro com {topic}?'),
		bold('Não cometa este erro com {topic}.'),
		calm('Você está cometendo este erro?', 'none'),
		bold('Não cometa este erro.', 'none'),
		calm('Você está cometendo este erro ao {topic}?', 'verb'),
		bold('Não cometa este erro ao {topic}.', 'verb'),
	],
	negative_behavioral: [
		calm('Para de ignorar isso sobre {topic}.'),
		bold('Se você ainda improvisa com {topic}, para agora.'),
		calm('Para de ignorar isso.', 'none'),
		bold('Se você ainda improvisa na hora de {topic}, para agora.', 'verb'),
	],
	problem_focused: [
		calm('Sofrendo com {topic}? Isso é pra você.'),
		bold('Dificuldade com {topic}? Assiste isso.'),
		calm('Está difícil? Isso é pra você.', 'none'),
		calm('Dificuldade para {topic}? Isso é pra você.', 'verb'),
		bold('Sofrendo para {topic}? Assiste isso.', 'verb'),
	],
	loss_aversion: [
		calm('Você pode estar perdendo isso sobre {topic}.'),
		bold('Olha o que você perde ignorando {topic}.'),
		calm('Você pode estar perdendo isso.', 'none'),
	],
	urgency_negative: [
		calm('Antes do seu próximo passo com {topic}, assiste isso.'),
		bold('Não siga com {topic} sem ver isso antes.'),
		calm('Antes do seu próximo passo, assiste isso.', 'none'),
		calm('Antes de {topic}, assiste isso.', 'verb'),
	],
	contrarian: [
		calm('Opinião impopular: {claim}'),
		bold('Todo mundo fala sobre {topic}. Eu vejo diferente.'),
		bold('Todo mundo diz a mesma coisa. Eu vejo diferente.', 'none'),
	],
}

// Spanish for brands that address their audience as "usted". Portuguese uses "você" either way.
const ES_FORMAL: Table = {
	curiosity: [
		calm('Lo que casi nadie ve sobre {topic}.'),
		bold('Esto nadie se lo cuenta sobre {topic}.'),
		bold('{Topic}: lo que nos habría gustado saber antes.'),
		calm('{claim} Le contamos por qué.'),
		calm('{line} Se lo contamos.', 'line'),
		calm('{line} Le contamos cómo.', 'how'),
		calm('{line} Y nada más.', 'needs'),
		bold('{claim} Le explicamos por qué.'),
		calm('Lo que casi nadie ve.', 'none'),
		bold('Esto nadie se lo cuenta.', 'none'),
	],
	pov: [
		calm('POV: por fin alguien le explica {topic} sin rodeos.'),
		bold('POV: está a punto de ver {topic} con otros ojos.'),
		bold('POV: está a punto de verlo con otros ojos.', 'none'),
	],
	list: [
		calm('{count} claves sobre {topic} para guardar.'),
		calm('{Topic}: lo esencial, en un solo reel.'),
		bold('Todo lo que vale la pena saber sobre {topic}.'),
		calm('Lo esencial, en un solo reel.', 'none'),
	],
	transformation: [
		calm('Antes y después: lo que cambia cuando entiende {topic}.'),
		bold('{Topic}, antes y después: esto es lo que cambió.'),
		calm('Antes y después: esto es lo que cambió.', 'none'),
	],
	pattern_interrupt: [
		calm('Detenga el scroll un momento. Hablemos sobre {topic}.'),
		bold('Espere, no pase todavía: {topic}.'),
		calm('Detenga el scroll un momento.', 'none'),
		bold('Espere, no pase todavía.', 'none'),
	],
	myth_busting: [
		calm('Seguro que ha oído un mito sobre {topic}. Esta es la verdad.'),
		bold('Vamos a desmontar un mito sobre {topic}.'),
		bold('Vamos a desmontar un mito.', 'none'),
	],
	mistake: [
		calm('¿Está cometiendo este error con {topic}?'),
		bold('No cometa este error con {topic}.'),
		calm('¿Está cometiendo este error?', 'none'),
		bold('No cometa este error.', 'none'),
		calm('¿Está cometiendo este error al {topic}?', 'verb'),
		bold('No cometa este error al {topic}.', 'verb'),
	],
	negative_behavioral: [
		calm('Deje de ignorar esto sobre {topic}.'),
		bold('Si sigue improvisando con {topic}, pare.'),
		calm('Deje de ignorar esto.', 'none'),
		bold('Si sigue improvisando al {topic}, pare.', 'verb'),
	],
	problem_focused: [
		calm('¿Tiene problemas con {topic}? Esto es para usted.'),
		bold('¿Problemas con {topic}? Mire esto.'),
		calm('¿Le cuesta? Esto es para usted.', 'none'),
		calm('¿Le cuesta {topic}? Esto es para usted.', 'verb'),
		bold('¿Problemas para {topic}? Mire esto.', 'verb'),
	],
	loss_aversion: [
		calm('Puede estar perdiéndose esto sobre {topic}.'),
		bold('Esto es lo que pierde si ignora {topic}.'),
		calm('Puede estar perdiéndose esto.', 'none'),
	],
	urgency_negative: [
		calm('Antes de su próximo paso con {topic}, mire esto.'),
		bold('Deténgase antes de seguir con {topic}: mire esto.'),
		calm('Antes de su próximo paso, mire esto.', 'none'),
		calm('Antes de {topic}, mire esto.', 'verb'),
	],
	contrarian: [
		calm('Opinión impopular: {claim}'),
		bold('Todo el mundo opina sobre {topic}. Nosotros lo vemos distinto.'),
		bold('Todo el mundo dice lo mismo. Nosotros lo vemos distinto.', 'none'),
	],
}

export const HOOK_TEMPLATES: Record<ContentLanguage, Table> = { en: EN, es: ES, pt: PT }

export function hookTemplatesFor(
	language: ContentLanguage,
	formality: 'formal' | 'informal',
): Table {
	return language === 'es' && formality === 'formal' ? ES_FORMAL : HOOK_TEMPLATES[language]
}

export type HookSlots = {
	topic: string
	/** "la", "o"…: put before {topic} but not before {Topic}. */
	article?: string
	claim?: string
	count?: string
	/** the source's own opening line, question or count line, said whole ('line' formulas only) */
	line?: string
}

function capitalise(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/** Fills a template, or returns null when it needs a slot the source cannot fill. */
export function fillHookTemplate(template: string, slots: HookSlots): string | null {
	let missing = false
	const text = template.replace(/\{(topic|Topic|claim|count|line)\}/g, (_, slot: string) => {
		if (slot === 'topic') return slots.article ? `${slots.article} ${slots.topic}` : slots.topic
		if (slot === 'Topic') return capitalise(slots.topic)
		const value = slot === 'claim' ? slots.claim : slot === 'line' ? slots.line : slots.count
		if (!value) missing = true
		return value ?? ''
	})
	if (missing) return null
	// "the {topic} reel" with the topic "the lentils": one article is enough.
	return text.replace(/(?<![\p{L}])(the|el|la|los|las|os|as)\s+\1(?![\p{L}])/giu, '$1')
}

const matcherCache = new Map<string, RegExp>()

function templatePattern(template: string): RegExp {
	let pattern = matcherCache.get(template)
	if (!pattern) {
		// Voice rules may add an emoji or drop punctuation at the edges; the formula is the words.
		const body = template
			.replace(/[.?!…]+$/u, '')
			.split(/\{(?:topic|Topic|claim|count|line)\}/)
			.map((part) => escapeRegExp(part).replace(/\s+/g, '\\s+'))
			.join('.+?')
		pattern = new RegExp(`^[^\\p{L}\\p{N}¿¡]*${body}`, 'iu')
		matcherCache.set(template, pattern)
	}
	return pattern
}

/** Whether a line follows one of the formulas of a hook type (in any product language). */
export function followsHookFormula(line: string, hookType: HookType): boolean {
	return [...Object.values(HOOK_TEMPLATES), ES_FORMAL].some((table) =>
		table[hookType].some((template) => templatePattern(template.text).test(line.trim())),
	)
}
