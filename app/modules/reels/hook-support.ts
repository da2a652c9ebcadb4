// A hook that makes a promise ("Let's bust a myth", "Don't make this mistake", "Here's a
// different take", "From … to …") must be paid off by the script with the source's own belief,
// mistake, counterpoint or change. This finds that sentence, or, when the text has none, the
// nearest formula it does support, so the result can say which hook it used and why.
import type { ContentLanguage } from '../generation/source-analysis.ts'
import type { ModelSentence, SourceModel } from '../generation/source-model.ts'
import type { HookType } from './reel-options.ts'

const PAYOFF: Partial<Record<HookType, RegExp>> = {
	myth_busting:
		/\b(?:myths?|misconceptions?|people (?:think|believe|assume)|(?:is|are)n['’]t (?:true|about|what)|not (?:true|what|how|about)|contrary to|you (?:don['’]t|do not) need|it turns out)\b|(?<![\p{L}])(?:mito|creencia|se cree|no es verdad|no necesitas|en realidad|acham que|não é verdade|não precisa|na verdade)(?![\p{L}])/iu,
	mistake:
		/\b(?:mistakes?|wrong|avoid|don['’]t|do not|never|stop|fail(?:ed|ure)?|pitfalls?|bad idea|worst)\b|(?<![\p{L}])(?:error(?:es)?|equivoc\p{L}*|evita\p{L}*|no hagas|nunca|erro|errado|evite|não faça|pior)(?![\p{L}])/iu,
	contrarian:
		/\b(?:actually|instead|rather than|the truth|in fact|isn['’]t|is not|not about|doesn['’]t (?:have|need)|overrated|wrong)\b|(?<![\p{L}])(?:en realidad|en vez de|de hecho|no se trata|na verdade|em vez de|não se trata|não é)(?![\p{L}])/iu,
	transformation:
		/\b(?:used to|went from|changed|became|turned (?:into|out)|switched|no longer|anymore|since then|these days|now i|now we|before|after)\b|(?<![\p{L}])(?:antes|ahora|cambi\p{L}+|pasé de|ya no|agora|mud\p{L}+|passei a|deixei de|não mais)(?![\p{L}])/iu,
	loss_aversion:
		/\b(?:save[sd]?|saving|lose|losing|lost|cost(?:s|ly)?|waste[sd]?|wasting|miss(?:ed|ing)? out|fees?|overpa(?:y|ying|id))\b|(?<![\p{L}])(?:ahorr\p{L}*|perder|pierdes|costo|coste|desperdici\p{L}*|economiz\p{L}*|perde\p{L}*|custo|dinheiro|dinero)(?![\p{L}])/iu,
}

// The instruction-shaped formulas need something to do: a step or a tip.
const NEEDS_INSTRUCTION: ReadonlySet<HookType> = new Set(['problem_focused', 'negative_behavioral'])

// Nearest formula, in order of how close the promise is.
const FALLBACK: Partial<Record<HookType, HookType[]>> = {
	myth_busting: ['contrarian', 'curiosity'],
	contrarian: ['myth_busting', 'curiosity'],
	mistake: ['negative_behavioral', 'problem_focused', 'curiosity'],
	negative_behavioral: ['mistake', 'problem_focused', 'curiosity'],
	problem_focused: ['mistake', 'curiosity'],
	transformation: ['curiosity'],
	loss_aversion: ['urgency_negative', 'curiosity'],
	list: ['curiosity'],
}

// "The stakeholder believed the problem was usability, but analytics revealed it was actually
// content": a belief and what it turned out to be, in one line, busts a myth by itself.
const BELIEF_CORRECTED =
	/(?<![\p{L}])(?:believed|assumed|thought|expected|cre[ií]a|cre[ií]an|pensaba|pensaban|supon[ií]a|achava|achavam|acreditava|acreditavam|pensava|pensavam)(?![\p{L}])[^.!?]{0,200}(?<![\p{L}])(?:but|pero|mas|porém)(?![\p{L}])[^.!?]{0,200}(?<![\p{L}])(?:actually|in fact|turned out|revealed|en realidad|de hecho|result[óo]|na verdade|de fato|revelou)(?![\p{L}])/iu

const MYTH_TOPIC = /myths?|misconceptions?|mitos?|conceptos err[oó]neos|equívocos|ideias erradas/iu
const MYTH_LABEL: Record<ContentLanguage, string> = { en: 'Myth:', es: 'Mito:', pt: 'Mito:' }

export type HookPlan = {
	/** the formula the script uses */
	hookType: HookType
	/** the formula the user asked for, when the text could not pay it off */
	requested: HookType | null
	/** the sentence that pays the promise off, said right after the hook */
	payoff: ModelSentence | null
	/** how the payoff is introduced when the sentence does not say it itself ("Myth:") */
	payoffLabel?: string
}

function payoffFor(
	hookType: HookType,
	model: SourceModel,
	language: ContentLanguage,
): ModelSentence | null | undefined {
	const usable = model.sentences.filter(
		(s) => s.standsAlone && !s.aside && s.words >= 5 && s.words <= 16 && !s.question,
	)
	if (hookType === 'list') return model.lists.length > 0 || usable.length >= 3 ? null : undefined
	if (NEEDS_INSTRUCTION.has(hookType)) {
		const tip = usable.filter((s) => s.instruction).sort((a, b) => b.score - a.score)[0]
		return tip ?? undefined
	}
	const pattern = PAYOFF[hookType]
	// Formulas that promise nothing in particular (curiosity, POV…) are always kept.
	if (!pattern) return null
	void language
	// Matched as it will be said: a reel drops asides in brackets.
	const spoken = (text: string) => text.replace(/\s*\([^)]*\)/gu, '')
	const found = usable
		.filter((s) => pattern.test(spoken(s.text)))
		.sort((a, b) => b.score - a.score)[0]
	return found ?? undefined
}

/**
 * "Programmer misconceptions about art": every item of its lists is a myth, said as one ("Myth:
 * Only rich people buy art."), never as a step or a fact; null for any other text.
 */
export function mythLabelFor(model: SourceModel): string | null {
	return MYTH_TOPIC.test([model.title ?? '', ...model.analysis.headings].join(' '))
		? MYTH_LABEL[model.language]
		: null
}

/** The hook formula to use and the sentence that keeps its promise. */
export function planHook(requested: HookType, model: SourceModel): HookPlan {
	if (requested === 'myth_busting') {
		// A text about myths or misconceptions lists them: each item is a myth to bust.
		const listed = MYTH_TOPIC.test([model.title ?? '', ...model.analysis.headings].join(' '))
			? model.lists
					.flatMap((list) => list.items)
					.find((s) => s.standsAlone && s.words >= 4 && s.words <= 22)
			: undefined
		// "¡No hagas despliegue a producción en viernes! 😱 O eso dicen.": the belief the author
		// takes apart is the myth, and the rest of the text busts it.
		const myth = listed ?? model.sentences.find((s) => s.refuted && s.words >= 3 && s.words <= 22)
		const corrected = model.sentences.find(
			(s) => s.standsAlone && !s.aside && s.words <= 22 && BELIEF_CORRECTED.test(s.text),
		)
		if (!myth && corrected) return { hookType: requested, requested: null, payoff: corrected }
		if (myth)
			return {
				hookType: requested,
				requested: null,
				payoff: myth,
				payoffLabel: MYTH_LABEL[model.language],
			}
	}
	const own = payoffFor(requested, model, model.language)
	if (own !== undefined) return { hookType: requested, requested: null, payoff: own }
	for (const next of FALLBACK[requested] ?? ['curiosity']) {
		const payoff = payoffFor(next, model, model.language)
		if (payoff !== undefined) return { hookType: next, requested, payoff }
	}
	return { hookType: 'curiosity', requested, payoff: null }
}

/**
 * Whether a script's body keeps the promise of its hook formula: a sentence of the promised kind
 * (a belief to bust, a mistake, a counterpoint, a change, a cost, a step) is said after the hook.
 * Formulas that promise nothing in particular always pass.
 */
export function bodyPaysOff(hookType: HookType, bodyDialogue: string[]): boolean {
	if (NEEDS_INSTRUCTION.has(hookType))
		return bodyDialogue.some((line) => INSTRUCTION_LINE.test(line))
	if (hookType === 'list') return bodyDialogue.filter((line) => line.trim()).length >= 3
	const pattern = PAYOFF[hookType]
	if (!pattern) return true
	return bodyDialogue.some(
		(line) => pattern.test(line) || (hookType === 'myth_busting' && BELIEF_CORRECTED.test(line)),
	)
}

const INSTRUCTION_LINE =
	/(?:^|[:.!?]\s+)(?:don['’]t|do|never|always|let|be|stay|think|add|use|make|take|start|stop|try|keep|get|put|set|write|read|ask|check|combine|mix|place|bring|turn|shape|bake|remove|avoid|find|pick|choose|plan|build|create|open|learn|focus|remember|give|wait|leave|cut|serve|spend|save|book|block|schedule|limit|track|test|say|tell|share|include|send|label|begin|explain|review|no |haz|usa|pon|añade|mezcla|empieza|deja|prueba|escribe|evita|recuerda|não |faça|use|coloque|adicione|misture|comece|deixe|tente|escreva|evite|lembre)\b/iu
