import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { GeneratePostsSchema } from '#app/modules/generation/generation-schemas.ts'
import { GenerateReelSchema } from '#app/modules/reels/reel-schemas.ts'
import { GeneratePostsFormSchema } from './generate-posts-form.ts'
import { GenerateReelFormSchema } from './generate-reel-form.ts'
import { parseSubmission } from './submission.ts'

// The forms' schemas (zod/mini, browser and action) and the engines' request schemas (full zod,
// JSON API) must accept and refuse the same requests, and produce the same request.

const post = {
	sourceContent: '  Bread on Mondays.\r\nA new rye.  ',
	brandVoice: 'Warm',
	contentGoal: 'Visits',
	seoOptimize: 'on',
	inputType: 'text',
}
const postCases: Array<Record<string, string>> = [
	post,
	{ ...post, seoOptimize: '' },
	{ ...post, outputLanguage: 'es' },
	{ ...post, outputLanguage: '' },
	{ ...post, inputType: 'file', originalFilename: 'notes.docx', characterCount: '120' },
	{ ...post, sourceContent: '   ' },
	{ ...post, brandVoice: '' },
	{ ...post, sourceContent: 'x'.repeat(3000) },
	{ ...post, sourceContent: 'x'.repeat(3001) },
	{ ...post, sourceContent: '👩‍👩‍👧'.repeat(3000) },
	{ ...post, sourceContent: 'é'.repeat(2999) + 'e\u0301' },
	{ ...post, brandVoice: 'v'.repeat(501) },
	{ ...post, contentGoal: 'g'.repeat(300) },
	{ ...post, contentGoal: 'g'.repeat(301) },
	{ ...post, link: 'https://example.com/newsletter' },
	{ ...post, link: '  https://example.com/a?b=c  ' },
	{ ...post, link: 'example.com/post' },
	{ ...post, link: 'ftp://example.com/file' },
	{ ...post, link: `https://example.com/${'p'.repeat(500)}` },
	{ ...post, link: '' },
	{ ...post, brandVoice: '', brandVoiceId: 'voice-1' },
	{ ...post, brandVoiceId: ' voice-1 ' },
	{ ...post, brandVoice: '', brandVoiceId: '' },
	{ ...post, brandVoiceId: 'v'.repeat(65) },
]

const reel = {
	sourceContent: 'Bread on Mondays.',
	brandVoice: 'Warm',
	contentGoal: 'Visits',
	duration: '60',
	category: 'tips',
	hookType: 'pov',
}
const reelCases: Array<Record<string, string>> = [
	reel,
	{ ...reel, duration: '90' },
	{ ...reel, duration: '45' },
	{ ...reel, category: '' },
	{ ...reel, hookType: '' },
	{ ...reel, sourceContent: 'x'.repeat(8000) },
	{ ...reel, sourceContent: 'x'.repeat(8001) },
	{ ...reel, outputLanguage: 'pt' },
	{ ...reel, contentGoal: ' ' },
	{ ...reel, link: 'https://example.com/reel' },
	{ ...reel, link: 'not a link' },
	{ ...reel, brandVoice: ' ', brandVoiceId: 'voice-1' },
	{ ...reel, brandVoice: '', brandVoiceId: '' },
]

function formOf(fields: Record<string, string>) {
	const form = new FormData()
	for (const [key, value] of Object.entries(fields))
		if (value !== '' || key !== 'seoOptimize') form.set(key, value)
	return form
}

describe('the generator form and the engines agree', () => {
	test.each(postCases.map((fields, index) => [index, fields] as const))(
		'posts case %i',
		(_, fields) => {
			const engine = GeneratePostsSchema.safeParse({
				...fields,
				seoOptimize: fields.seoOptimize === 'on',
			})
			const form = parseSubmission(formOf(fields), GeneratePostsFormSchema)
			expect(form.status === 'success').toBe(engine.success)
			if (form.status === 'success' && engine.success) expect(form.value).toEqual(engine.data)
		},
	)

	test.each(reelCases.map((fields, index) => [index, fields] as const))(
		'reel case %i',
		(_, fields) => {
			const engine = GenerateReelSchema.safeParse(fields)
			const form = parseSubmission(formOf(fields), GenerateReelFormSchema)
			expect(form.status === 'success').toBe(engine.success)
			if (form.status === 'success' && engine.success) expect(form.value).toEqual(engine.data)
		},
	)
})

describe('messages', () => {
	test('blank fields get their own message and the form-level one of SPEC §5', () => {
		const result = parseSubmission(
			formOf({ ...post, sourceContent: ' ', contentGoal: '' }),
			GeneratePostsFormSchema,
		)
		expect(result.status).toBe('error')
		const errors = result.status === 'error' ? result.error : null
		expect(errors).toEqual({
			sourceContent: ['forms.required'],
			contentGoal: ['forms.required'],
			'': ['generate.errors.missingInformation'],
		})
	})

	test('a blank Brand Voice is fine with a saved voice picked, and required without one', () => {
		const picked = parseSubmission(
			formOf({ ...post, brandVoice: '', brandVoiceId: 'voice-1' }),
			GeneratePostsFormSchema,
		)
		expect(picked.status === 'success' && picked.value).toMatchObject({
			brandVoice: '',
			brandVoiceId: 'voice-1',
		})
		const neither = parseSubmission(formOf({ ...post, brandVoice: '' }), GeneratePostsFormSchema)
		expect(neither.status === 'error' && neither.error).toEqual({
			brandVoice: ['forms.required'],
			'': ['generate.errors.missingInformation'],
		})
	})

	test('a link that is not a web address says how to write one', () => {
		const result = parseSubmission(
			formOf({ ...reel, link: 'example.com/post' }),
			GenerateReelFormSchema,
		)
		expect(result.status === 'error' && result.error).toEqual({
			link: ['postLinks.errors.invalid'],
		})
	})

	test('a missing category and hook say so, with "Please fill in all required fields"', () => {
		const result = parseSubmission(
			formOf({ ...reel, category: '', hookType: '' }),
			GenerateReelFormSchema,
		)
		expect(result.status === 'error' && result.error).toEqual({
			category: ['forms.chooseOne'],
			hookType: ['forms.chooseOne'],
			'': ['reels.errors.required'],
		})
	})

	test('too long text gets the field’s limit message and keeps what was typed in the reply', () => {
		const long = 'x'.repeat(3001)
		const result = parseSubmission(
			formOf({ ...post, sourceContent: long }),
			GeneratePostsFormSchema,
		)
		expect(result.status === 'error' && result.error).toEqual({
			sourceContent: ['generate.errors.sourceTooLong'],
		})
		expect(result.reply().initialValue?.sourceContent).toBe(long)
	})

	test('the schema is zod/mini', () => {
		expect(z.safeParse(GeneratePostsFormSchema, {}).success).toBe(false)
	})
})
