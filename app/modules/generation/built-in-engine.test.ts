import { describe, expect, test } from 'vitest'
import { generatePost, generatePosts, type GenerateInput, PLATFORMS } from './built-in-engine.ts'
import { corpusAvailable, loadCorpusTexts, loadCorpusVoices } from './corpus-fixtures.ts'
import { assessPost, countHashtags, violatesHardLimit } from './platform-rules.ts'
import { hashtagsNotFromSource, numbersNotInSource, wordsNotFromSource } from './post-checks.ts'
import { detectLanguage } from './source-analysis.ts'
import { isEmojiGrapheme } from './voice-style.ts'

const article = `# Why small pull requests ship faster

Small pull requests get reviewed in hours, not days. In our team, the median review time dropped from 26 hours to 4 hours after we capped changes at 400 lines.

Reviewers keep the whole change in their head, so they catch more bugs. Large diffs get skimmed, and skimmed code is where regressions hide.

## How we split work

- Ship the database migration on its own
- Put refactors in a separate pull request from behaviour changes
- Hide unfinished features behind a flag

Read the [full write-up](https://example.com/small-prs) for the numbers behind each step.

\`\`\`bash
git commit -m "feat: tiny change"
\`\`\`

Small batches also make rollbacks cheap: reverting 50 lines is a minute of work.
`

const baseInput: GenerateInput = {
	sourceContent: article,
	brandVoice: 'Friendly and conversational. Use emoji sparingly.',
	contentGoal: 'Drive traffic to the blog',
	seoOptimize: true,
}

function emojiIn(text: string): string[] {
	const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
	return [...segmenter.segment(text)].map((s) => s.segment).filter(isEmojiGrapheme)
}

describe('generatePosts', () => {
	const posts = generatePosts(baseInput)

	test('returns one post per platform, in the order X, LinkedIn, Instagram', () => {
		expect(posts.map((post) => post.platform)).toEqual(['twitter', 'linkedin', 'instagram'])
		for (const post of posts) expect(post.content.trim().length).toBeGreaterThan(0)
	})

	test('keeps every post inside the platform limits and the optimal bands', () => {
		for (const post of posts) expect(violatesHardLimit(post.platform, post.content)).toBe(false)
		expect(assessPost('twitter', posts[0]?.content ?? '').level).toBe('ok')
		expect(assessPost('linkedin', posts[1]?.content ?? '').level).toBe('ok')
		expect(assessPost('instagram', posts[2]?.content ?? '').level).toBe('ok')
	})

	test('states only numbers from the source and words from the source or templates', () => {
		for (const post of posts) {
			expect(numbersNotInSource(post.content, article)).toEqual([])
			expect(wordsNotFromSource(post.content, article, 'en')).toEqual([])
			expect(hashtagsNotFromSource(post.content, article)).toEqual([])
		}
	})

	test('counts the British spelling a voice asks for as a word of the source', () => {
		const british = generatePosts({
			...baseInput,
			brandVoice: 'Dry and understated. British spelling.',
		})
		for (const post of british) {
			expect(
				wordsNotFromSource(post.content, article, 'en', 'Dry and understated. British spelling.'),
			).toEqual([])
		}
		expect(wordsNotFromSource('We optimised the colour.', 'We optimized the color.', 'en')).toEqual(
			[],
		)
	})

	test('leaves Markdown syntax, URLs and code out of the posts', () => {
		for (const post of posts) {
			expect(post.content).not.toMatch(/https?:|\]\(|```|\*\*|^#{1,6}\s/mu)
			expect(post.content).not.toContain('example.com')
			expect(post.content).not.toContain('git commit')
		}
	})

	test('ends with a call to action that fits the goal, with the link or its placeholder', () => {
		const [twitter, linkedin, instagram] = posts
		expect(twitter?.content).toContain('[link]')
		expect(linkedin?.content).toContain('[link]')
		// Instagram captions have no clickable links: the call to action points at the bio.
		expect(instagram?.content).toMatch(/link in bio/iu)
		const withLink = generatePosts({ ...baseInput, link: 'https://example.com/small-prs' })
		expect(withLink[0]?.content).toContain('https://example.com/small-prs')
		expect(withLink[1]?.content).toContain('https://example.com/small-prs')
	})

	test('writes different posts for different platforms', () => {
		const [twitter, linkedin, instagram] = posts.map((post) => post.content)
		expect(twitter).not.toBe(linkedin)
		expect(linkedin).not.toBe(instagram)
		expect(twitter).not.toBe(instagram)
	})

	test('is deterministic', () => {
		expect(generatePosts(baseInput)).toEqual(posts)
	})
})

describe('SEO option', () => {
	test('adds 3-7 source hashtags on Instagram when on', () => {
		const instagram = generatePosts({ ...baseInput, seoOptimize: true })[2]?.content ?? ''
		const count = countHashtags(instagram)
		expect(count).toBeGreaterThanOrEqual(3)
		expect(count).toBeLessThanOrEqual(7)
	})

	test('keeps hashtags to a few when off', () => {
		const [twitter, linkedin, instagram] = generatePosts({ ...baseInput, seoOptimize: false })
		expect(countHashtags(twitter?.content ?? '')).toBe(0)
		expect(countHashtags(linkedin?.content ?? '')).toBe(0)
		expect(countHashtags(instagram?.content ?? '')).toBeLessThanOrEqual(2)
	})
})

describe('brand voice', () => {
	test('uses no emoji when the voice says so', () => {
		const posts = generatePosts({ ...baseInput, brandVoice: 'Professional and precise. No emoji.' })
		for (const post of posts) expect(emojiIn(post.content)).toEqual([])
	})

	test('never uses a word the brand avoids', () => {
		const posts = generatePosts({
			...baseInput,
			brandVoice: 'Friendly. Don\'t say "reviewers" or "rollbacks".',
		})
		for (const post of posts) expect(post.content).not.toMatch(/reviewers|rollbacks/iu)
	})
})

describe('language', () => {
	const spanish = `# Cómo escribir mejores mensajes de commit

Escribir buenos mensajes de commit es importante para que el historial de tu proyecto sea legible. Un buen mensaje explica qué cambia y por qué, no cómo.

Usa el verbo en presente y en imperativo. Así el mensaje completa la frase "si aplico este commit, entonces...". Evita los puntos finales y los mensajes de más de 50 caracteres en la primera línea.

Tu yo del futuro te lo agradecerá cuando tengas que buscar un cambio antiguo.`

	test('writes in the language of the source', () => {
		for (const post of generatePosts({ ...baseInput, sourceContent: spanish })) {
			const prose = post.content.replace(/#\S+/gu, '')
			expect(detectLanguage(prose), post.content).toBe('es')
		}
	})

	test('writes in the source language even when another output language is picked', () => {
		// The built-in engine cannot translate; mixing an English call to action into a Spanish
		// post would read worse than either. Only the AI provider offers translation.
		const posts = generatePosts({ ...baseInput, sourceContent: spanish, outputLanguage: 'en' })
		for (const post of posts) {
			expect(detectLanguage(post.content.replace(/#\S+/gu, '')), post.content).toBe('es')
			expect(numbersNotInSource(post.content, spanish)).toEqual([])
		}
	})
})

describe('generatePost (regenerate one post)', () => {
	test('gives a different but valid version for each variant, deterministically', () => {
		for (const platform of PLATFORMS) {
			const original = generatePost(baseInput, platform, 0).content
			expect(original).toBe(generatePosts(baseInput)[PLATFORMS.indexOf(platform)]?.content)
			const seen = new Set([original])
			for (const variant of [1, 2, 3]) {
				const post = generatePost(baseInput, platform, variant)
				expect(post.platform).toBe(platform)
				expect(post.content).not.toBe(original)
				expect(generatePost(baseInput, platform, variant)).toEqual(post)
				expect(violatesHardLimit(platform, post.content)).toBe(false)
				expect(numbersNotInSource(post.content, article)).toEqual([])
				expect(wordsNotFromSource(post.content, article, 'en')).toEqual([])
				seen.add(post.content)
			}
			expect(seen.size).toBeGreaterThanOrEqual(3)
		}
	})
})

describe('awkward sources', () => {
	test('cuts one very long sentence at a word boundary with an ellipsis', () => {
		const words = Array.from(
			{ length: 120 },
			(_, i) => ['gardening', 'tomatoes', 'watering', 'sunlight'][i % 4],
		)
		const source = `${words.join(' ')}.`
		for (const post of generatePosts({ ...baseInput, sourceContent: source })) {
			expect(violatesHardLimit(post.platform, post.content)).toBe(false)
			expect(wordsNotFromSource(post.content, source, 'en')).toEqual([])
		}
	})

	test('still produces three valid posts from a one-line or empty source', () => {
		for (const source of ['Hello world.', '   ', '## Only a heading']) {
			const posts = generatePosts({ ...baseInput, sourceContent: source })
			expect(posts).toHaveLength(3)
			for (const post of posts) {
				expect(post.content.length).toBeGreaterThan(0)
				expect(violatesHardLimit(post.platform, post.content)).toBe(false)
			}
		}
	})

	test('keeps X under 280 when the source is full of emoji and URLs', () => {
		const source = `${'🎉 Big news https://example.com/launch today 🚀 '.repeat(30)}`
		const twitter = generatePosts({ ...baseInput, sourceContent: source })[0]?.content ?? ''
		expect(violatesHardLimit('twitter', twitter)).toBe(false)
	})
})

describe.skipIf(!corpusAvailable)('every corpus text with every corpus voice', () => {
	const texts = corpusAvailable ? loadCorpusTexts() : []
	const voices = corpusAvailable ? loadCorpusVoices() : []
	const goals = [
		'Drive traffic to the blog',
		'Grow engagement',
		'Generate leads',
		'Build awareness',
		'Sell the product',
	]

	test.each(texts.map((text) => [text.file, text] as const))('%s', (_file, text) => {
		voices.forEach((voice, i) => {
			const input = {
				sourceContent: text.text,
				brandVoice: voice.text,
				contentGoal: goals[i % goals.length] ?? '',
				seoOptimize: true,
			}
			const posts = generatePosts(input)
			expect(generatePosts(input)).toEqual(posts)
			for (const post of posts) {
				const where = `${voice.id} ${post.platform}:\n${post.content}`
				expect(violatesHardLimit(post.platform, post.content), where).toBe(false)
				expect(numbersNotInSource(post.content, text.text), where).toEqual([])
				expect(wordsNotFromSource(post.content, text.text, text.language), where).toEqual([])
				expect(hashtagsNotFromSource(post.content, text.text), where).toEqual([])
				expect(post.content, where).not.toMatch(/https?:|\]\(|```/u)
				expect(detectLanguage(post.content.replace(/#\S+/gu, '')), where).toBe(text.language)
			}
			const instagramTags = countHashtags(posts[2]?.content ?? '')
			expect(instagramTags).toBeGreaterThanOrEqual(3)
			expect(instagramTags).toBeLessThanOrEqual(7)
		})
	})
})
