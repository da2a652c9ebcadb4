import { describe, expect, test } from 'vitest'
import {
	learnVoiceFromSamples,
	MAX_VOICE_SAMPLES,
	splitVoiceSamples,
	VOICE_SAMPLE_SEPARATOR,
} from './voice-samples.ts'

const casualEnglish = [
	`Quick tip: don't rewrite your whole landing page at once 🔥
Change one headline, watch it for a week, then decide. I've wasted months doing it the other way!
Happy shipping!
#Marketing #GrowthTips`,
	`Quick tip: I'm gonna say it, your onboarding email is too long ✨
Cut it to three lines. You'll be surprised how many more people click.
Happy shipping!
#Marketing #EmailMarketing`,
	`Quick tip: ship the ugly version first 🔥🔥
I can't count the launches I delayed for polish nobody noticed. Just ship it!
Happy shipping!
#Marketing`,
]

const formalEnglish = [
	'Our quarterly report is now available. We examined adoption across 40 municipalities and documented the results in detail.',
	'We are pleased to announce a new partnership with the regional health authority. Our teams will coordinate data collection from January.',
	'Our annual conference will take place in Lisbon. We invite practitioners to submit proposals before the deadline.',
]

const spanish = [
	`Consejo rápido: no publiques todo el mismo día 😅
Yo lo hacía y mi audiencia se cansaba. Ahora reparto los posts en la semana y funciona mucho mejor.
¡Nos vemos en el próximo!`,
	`Consejo rápido: escribe como hablas 💬
Mi mejor post del año fue una nota de voz pasada a texto. ¡Pruébalo y me cuentas!
¡Nos vemos en el próximo!`,
]

const portuguese = [
	`Dica rápida: você não precisa postar todo dia 🚀
Tá tudo bem ter uma semana mais calma. O que importa é você aparecer com algo útil pra sua audiência.
#MarketingDigital #Conteúdo`,
	`Dica rápida: responda os comentários na primeira hora 🚀
Você vai ver que o alcance cresce. Pra mim, virou rotina né!
#MarketingDigital`,
	`Dica rápida: sua bio precisa dizer o que você faz em uma frase 💡
Se você não consegue, seu público também não entende.
#MarketingDigital #Branding`,
]

describe('learnVoiceFromSamples', () => {
	test('learns a casual English creator: openers, sign-off, emoji, hashtags and "I"', () => {
		const voice = learnVoiceFromSamples(casualEnglish)
		expect(voice.sampleCount).toBe(3)
		expect(voice.openers).toEqual(['Quick tip:'])
		expect(voice.signOff).toBe('Happy shipping!')
		expect(voice.emoji).toEqual(['🔥', '✨'])
		expect(voice.emojiRate).toBe(1)
		expect(voice.hashtags[0]).toBe('#Marketing')
		expect(voice.hashtags).toContain('#GrowthTips')
		expect(voice.hashtagsPerPost).toBe(2)
		expect(voice.person).toBe('first-singular')
		expect(voice.formality).toBe('informal')
		expect(voice.contractionRate).toBeGreaterThan(3)
		expect(voice.exclamationRate).toBeGreaterThan(0.2)
		expect(voice.medianLength).toBeGreaterThan(120)
		expect(voice.medianLength).toBeLessThan(250)
	})

	test('learns a formal institutional voice that speaks as "we", without emoji or hashtags', () => {
		const voice = learnVoiceFromSamples(formalEnglish)
		expect(voice.person).toBe('first-plural')
		expect(voice.formality).toBe('formal')
		expect(voice.emoji).toEqual([])
		expect(voice.emojiRate).toBe(0)
		expect(voice.hashtagsPerPost).toBe(0)
		expect(voice.exclamationRate).toBe(0)
		expect(voice.contractionRate).toBe(0)
		expect(voice.signOff).toBeNull()
		// "Our" opens two samples but is too plain to be a habit on its own.
		expect(voice.openers).not.toContain('Our')
		expect(voice.wordsPerSentence).toBeGreaterThan(8)
	})

	test('reads Spanish samples: "Consejo rápido:" opener, sign-off, first person', () => {
		const voice = learnVoiceFromSamples(spanish)
		expect(voice.openers).toEqual(['Consejo rápido:'])
		expect(voice.signOff).toBe('¡Nos vemos en el próximo!')
		expect(voice.person).toBe('first-singular')
		expect(voice.emoji).toEqual(['😅', '💬'])
		expect(voice.exclamationRate).toBeGreaterThan(0)
	})

	test('reads Portuguese samples: speaks to "você", casual short forms, hashtags', () => {
		const voice = learnVoiceFromSamples(portuguese)
		expect(voice.openers).toEqual(['Dica rápida:'])
		expect(voice.person).toBe('second')
		expect(voice.contractionRate).toBeGreaterThan(0)
		expect(voice.formality).toBe('informal')
		expect(voice.emoji[0]).toBe('🚀')
		expect(voice.hashtags[0]).toBe('#MarketingDigital')
		expect(voice.hashtagsPerPost).toBe(2)
		// The hashtag line is not a sign-off, and the lines above it differ.
		expect(voice.signOff).toBeNull()
	})

	test('a one-line opener shared by only one sample is not a habit', () => {
		const voice = learnVoiceFromSamples(['Hot take: tabs win.', 'Unpopular opinion: spaces win.'])
		expect(voice.openers).toEqual([])
		expect(voice.signOff).toBeNull()
	})

	test('a possessive is not a contraction; "let’s" is', () => {
		expect(learnVoiceFromSamples(["The company's plan and Ana's report."]).contractionRate).toBe(0)
		expect(learnVoiceFromSamples(['Let’s go.']).contractionRate).toBeGreaterThan(0)
	})

	test('no samples gives a neutral, empty profile', () => {
		const voice = learnVoiceFromSamples(['', '   '])
		expect(voice).toMatchObject({
			sampleCount: 0,
			medianLength: 0,
			emoji: [],
			hashtags: [],
			person: 'neutral',
			openers: [],
			signOff: null,
		})
	})

	test('keeps at most MAX_VOICE_SAMPLES samples', () => {
		const many = Array.from({ length: MAX_VOICE_SAMPLES + 5 }, (_, i) => `Post number ${i}.`)
		expect(learnVoiceFromSamples(many).sampleCount).toBe(MAX_VOICE_SAMPLES)
	})
})

describe('splitVoiceSamples', () => {
	test('splits on lines holding only dashes and drops empty blocks', () => {
		const text = `First post\nsecond line\r\n---\r\nSecond post\n  -----  \n\n---\nThird - with a dash`
		expect(splitVoiceSamples(text)).toEqual([
			'First post\nsecond line',
			'Second post',
			'Third - with a dash',
		])
	})

	test('round-trips through the separator', () => {
		const samples = ['One', 'Two\nlines']
		expect(splitVoiceSamples(samples.join(VOICE_SAMPLE_SEPARATOR))).toEqual(samples)
	})
})
