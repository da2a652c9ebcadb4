import { describe, expect, test } from 'vitest'
import { corpusAvailable, loadCorpusVoices } from './corpus-fixtures.ts'
import {
	applyVoiceToText,
	JARGON_WORDS,
	parseBrandVoice,
	stripEmoji,
	type VoiceStyle,
} from './voice-style.ts'

const plainStyle: VoiceStyle = {
	tone: 'neutral',
	useEmoji: true,
	person: 'neutral',
	formality: 'informal',
	avoidWords: [],
}

describe('parseBrandVoice', () => {
	test('reads humour as a playful tone', () => {
		const style = parseBrandVoice(
			'Using offbeat humor and a conversational voice, we play with language.',
		)
		expect(style.tone).toBe('playful')
		expect(style.formality).toBe('informal')
	})

	test('reads a friendly, straightforward voice as casual', () => {
		expect(parseBrandVoice('We communicate in a friendly, straightforward way.').tone).toBe(
			'casual',
		)
	})

	test('reads an authoritative, formal voice as professional without emoji', () => {
		const style = parseBrandVoice('Professional, authoritative and formal. Precise wording.')
		expect(style.tone).toBe('professional')
		expect(style.formality).toBe('formal')
		expect(style.useEmoji).toBe(false)
	})

	test('does not count a negated trait ("not overly playful")', () => {
		const style = parseBrandVoice(
			'Use business casual language, not pretentious or overly playful.',
		)
		expect(style.tone).toBe('casual')
	})

	test('honours "no emoji" in English, Spanish and Portuguese', () => {
		expect(parseBrandVoice('Playful and fun, but no emoji.').useEmoji).toBe(false)
		expect(parseBrandVoice('Divertido y cercano, sin emojis.').useEmoji).toBe(false)
		expect(parseBrandVoice('Descontraído e leve, sem emojis.').useEmoji).toBe(false)
		expect(parseBrandVoice('Serious tone, but emojis are welcome.').useEmoji).toBe(true)
	})

	test('picks emoji only for a voice that uses them or a playful one', () => {
		expect(
			parseBrandVoice('As a coach, I speak gently and from the heart. Encouraging, hopeful, kind.')
				.useEmoji,
		).toBe(false)
		expect(parseBrandVoice('Funny, playful and a little silly.').useEmoji).toBe(true)
		expect(parseBrandVoice('Short sentences, the odd 💪 or 🔥.').useEmoji).toBe(true)
	})

	test('collects quoted and listed words to avoid', () => {
		expect(parseBrandVoice('Don\'t say "cheap" or "guru".').avoidWords).toEqual(['cheap', 'guru'])
		expect(parseBrandVoice('Avoid words like synergy, ninja and rockstar.').avoidWords).toEqual([
			'synergy',
			'ninja',
			'rockstar',
		])
		expect(parseBrandVoice("Evita palabras como 'barato' o 'gratis'.").avoidWords).toEqual([
			'barato',
			'gratis',
		])
		expect(parseBrandVoice('Não use "incrível".').avoidWords).toEqual(['incrível'])
		expect(
			parseBrandVoice("No hype words like 'revolutionary' or 'game-changing'.").avoidWords,
		).toEqual(['revolutionary', 'game-changing'])
	})

	test('turns "avoid jargon" into a list of corporate buzzwords', () => {
		const style = parseBrandVoice('Plain language. Avoid jargon.')
		expect(style.avoidWords).toEqual(expect.arrayContaining(['leverage', 'synergy']))
		expect(style.avoidWords.length).toBe(new Set(JARGON_WORDS).size)
	})

	test('does not treat "avoid emoji" or traits in brackets as words to avoid', () => {
		expect(parseBrandVoice('Avoid emoji.').avoidWords).toEqual([])
		expect(parseBrandVoice('Helpful but humble (not arrogant).').avoidWords).toEqual([])
	})

	test('reads the person the brand speaks in', () => {
		expect(parseBrandVoice('Write in the first person plural.').person).toBe('first-plural')
		expect(parseBrandVoice('We speak to our customers as we would to a friend.').person).toBe(
			'first-plural',
		)
		expect(parseBrandVoice('Address the reader directly, in second person.').person).toBe('second')
		expect(parseBrandVoice('Tratamos al cliente de usted.').formality).toBe('formal')
		expect(parseBrandVoice('Tom descontraído, fale com você.').person).toBe('second')
		expect(parseBrandVoice('Cercano, hablamos de tú.')).toMatchObject({
			person: 'second',
			formality: 'informal',
		})
	})

	test('gives a neutral default for an empty voice', () => {
		expect(parseBrandVoice('')).toEqual({
			tone: 'neutral',
			useEmoji: false,
			person: 'neutral',
			formality: 'informal',
			avoidWords: [],
		})
	})
})

describe.skipIf(!corpusAvailable)('parseBrandVoice on the corpus voices', () => {
	const voices = corpusAvailable ? loadCorpusVoices() : []
	test.each(voices.map((v) => [v.id, v.text] as const))(
		'%s gives a complete style',
		(_id, text) => {
			const style = parseBrandVoice(text)
			expect(['casual', 'professional', 'playful', 'inspirational', 'neutral']).toContain(
				style.tone,
			)
			expect(style.avoidWords.every((word) => word === word.toLowerCase() && word.length > 0)).toBe(
				true,
			)
		},
	)
})

describe('applyVoiceToText', () => {
	test('removes avoided words with the space around them', () => {
		const style = { ...plainStyle, avoidWords: ['innovative', 'guru'] }
		expect(applyVoiceToText('This is an innovative tool for every guru, really.', style)).toBe(
			'This is a tool for every, really.',
		)
	})

	test('removes an avoided word at the start of a sentence and capitalises the next word', () => {
		const style = { ...plainStyle, avoidWords: ['honestly'] }
		expect(applyVoiceToText('Honestly, the plan works.', style)).toBe('The plan works.')
	})

	test('removes hashtags made of an avoided word', () => {
		const style = { ...plainStyle, avoidWords: ['synergy'] }
		expect(applyVoiceToText('Great teams.\n\n#Teams #Synergy #Work', style)).toBe(
			'Great teams.\n\n#Teams #Work',
		)
	})

	test('matches whole words only', () => {
		const style = { ...plainStyle, avoidWords: ['art'] }
		expect(applyVoiceToText('The artist starts.', style)).toBe('The artist starts.')
	})

	test('strips emoji when the voice does not use them, keeping other symbols', () => {
		const style = { ...plainStyle, useEmoji: false }
		expect(applyVoiceToText('👋 Hello © 2024 team 👨‍👩‍👧!\n\n💬 Comment below.', style)).toBe(
			'Hello © 2024 team!\n\nComment below.',
		)
	})

	test('leaves text alone when nothing applies', () => {
		const text = 'Line one.\n\nLine two, with a comma.'
		expect(applyVoiceToText(text, plainStyle)).toBe(text)
	})
})

test('stripEmoji removes flags and keycaps whole', () => {
	expect(stripEmoji('Go 🇧🇷 now 1️⃣ yes')).toBe('Go now yes')
})

describe('how the voice addresses readers (session 18)', () => {
	test('"tuteo" says "tú", whatever else the voice says about being direct or technical', () => {
		expect(
			parseBrandVoice('Técnico de redes autónomo. Directo, práctico, tuteo, nada de relleno.')
				.formality,
		).toBe('informal')
	})
})
