import { describe, expect, test } from 'vitest'
import {
	camelCaseParts,
	cutFromAName,
	inWrittenCase,
	isTopicalWord,
	withoutNameParts,
} from './topic-words.ts'

describe('isTopicalWord', () => {
	test.each([
		['#Remotely', 'en'],
		['#QuietlyWinning', 'en'],
		['#IntroducingTrailhead', 'en'],
		['#Tells', 'en'],
		['#Aprendí', 'es'],
		['#AprendíCerrando', 'es'],
		['#Comecei', 'pt'],
		['#Funciona', 'pt'],
		['#Pon', 'es'],
		['#Eis', 'pt'],
	] as const)('%s is not a topic anyone follows', (tag, language) => {
		expect(isTopicalWord(tag, language)).toBe(false)
	})

	test.each([
		['#RemoteWork', 'en'],
		['#Family', 'en'],
		['#OfflineMaps', 'en'],
		['#API', 'en'],
		['#Cafetería', 'es'],
		['#Conteúdo', 'pt'],
	] as const)('%s is a topic', (tag, language) => {
		expect(isTopicalWord(tag, language)).toBe(true)
	})
})

describe('camelCaseParts', () => {
	test('splits as the lower-then-capital pattern does', () => {
		for (const text of [
			'',
			'a',
			'PostHog',
			'API',
			'VueJs',
			'iPhoneApp',
			'ÉxitoRápido',
			'aB',
			'Ab',
			'x𝐀y',
			'ðŸ',
		])
			expect(camelCaseParts(text), text).toEqual(text.split(/(?<=\p{Ll})(?=\p{Lu})/u))
	})
})

describe('the half of a name (session 21)', () => {
	test('"#Huw" goes when "#HuwRichards" is there and the text writes the name out', () => {
		const text = 'Thanks to Huw Richards for the tour. Huw grows onions from sets.'
		expect(withoutNameParts(['#Huw', '#HuwRichards', '#Garden'], text)).toEqual([
			'#HuwRichards',
			'#Garden',
		])
	})

	test('a common word before a longer tag stays', () => {
		const text = 'The Garden Tour was fun. My garden is small.'
		expect(withoutNameParts(['#Garden', '#GardenTour'], text)).toEqual(['#Garden', '#GardenTour'])
		const release = 'Jekyll Admin is out. Jekyll admin is a plugin for Jekyll sites.'
		expect(withoutNameParts(['#Jekyll', '#JekyllAdmin'], release)).toEqual([
			'#Jekyll',
			'#JekyllAdmin',
		])
	})
})

describe('a name cut in half, and an acronym’s capitals (session 21)', () => {
	test('"#BairroMaurício" from "no bairro Maurício de Nassau" is a cut name', () => {
		const text =
			'As obras começaram no bairro Maurício de Nassau. Todas no Bairro Maurício de Nassau.'
		expect(cutFromAName('#BairroMaurício', text)).toBe(true)
		const restaurant =
			'El Restaurante Castillo de Godella cumple 20 años. Cena en el Restaurante Castillo de Godella.'
		expect(cutFromAName('#RestauranteCastillo', restaurant)).toBe(false)
		expect(cutFromAName('#Praças', 'As Praças do Rosário e mais quatro praças do município.')).toBe(
			false,
		)
	})

	test('a word the text writes only in capitals keeps them', () => {
		const email = 'WWARA is a volunteer group. Renew your WWARA membership.'
		expect(inWrittenCase('#Wwara', email)).toBe('#WWARA')
		expect(inWrittenCase('#WwaraDuesRenewal', email)).toBe('#WWARADuesRenewal')
		const shouted = '## PROCRASTINAR\n\nProcrastinar es humano.'
		expect(inWrittenCase('#Procrastinar', shouted)).toBe('#Procrastinar')
	})
})
