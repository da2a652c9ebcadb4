import { describe, expect, test } from 'vitest'
import { isTopicalWord } from './topic-words.ts'

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
