import { describe, expect, test } from 'vitest'
import { collectKnownNames, standAlone } from './self-contained.ts'

describe('standAlone', () => {
	test('keeps a sentence that makes sense on its own', () => {
		expect(standAlone('Post-mortem subjects should include a date and a duration.', 'en')).toEqual({
			ok: true,
			text: 'Post-mortem subjects should include a date and a duration.',
			repaired: false,
		})
	})

	test('drops a leading "But," or "So" and capitalises what is left', () => {
		expect(standAlone('But I believe it is absolutely worth the time and effort.', 'en')).toEqual({
			ok: true,
			text: 'I believe it is absolutely worth the time and effort.',
			repaired: true,
		})
		expect(standAlone('Pero la constancia importa más que la intensidad.', 'es')).toMatchObject({
			ok: true,
			text: 'La constancia importa más que la intensidad.',
		})
	})

	test.each([
		['None of this was obvious while it was happening.', 'en'],
		['This gets right to the point and offers a summary of the impact.', 'en'],
		['It was also the middle of the night in New York.', 'en'],
		['Unfortunately the driver handled that poorly.', 'en'],
		['Read this post to the end before you start.', 'en'],
		['Repeat step 5 until the dough is smooth.', 'en'],
		['The first two are the ones that matter.', 'en'],
		['He said the release would slip.', 'en'],
		['Here is what we found:', 'en'],
		['Todo esto lo aprendí por las malas.', 'es'],
		['También hay formas de controlarla.', 'es'],
		['Isso mudou tudo para mim.', 'pt'],
		['Como falei acima, o segredo é a constância.', 'pt'],
	] as const)('leaves out "%s": it leans on the source', (sentence, language) => {
		expect(standAlone(sentence, language).ok).toBe(false)
	})

	test('accepts "It" as a dummy subject', () => {
		expect(standAlone("It's critical to bcc everyone on the outage e-mail.", 'en').ok).toBe(true)
	})

	test('completes a first name the source introduces in full', () => {
		const names = collectKnownNames(['The release manager is Pablo Galindo Salgado.'], new Set())
		expect(standAlone('Pablo signs every release with his own key.', 'en', names)).toMatchObject({
			ok: false,
		})
		expect(standAlone('Pablo signs every release before it ships.', 'en', names)).toEqual({
			ok: true,
			text: 'Pablo Galindo Salgado signs every release before it ships.',
			repaired: true,
		})
	})

	test('does not take a capitalised function word or a weekday for a name', () => {
		const names = collectKnownNames(['But Charles said so. On Thursday we shipped.'], new Set())
		expect([...names.keys()]).toEqual([])
	})
})
