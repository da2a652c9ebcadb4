import { describe, expect, it } from 'vitest'
import {
	DEFAULT_REEL_SCRIPT_LABELS,
	formatCaptionForCopy,
	formatReelScriptAsText,
	formatSceneForCopy,
	reelScriptFileName,
} from './format-reel-script.ts'
import { type ReelScript } from './reel-script.ts'

const script: ReelScript = {
	duration: 60,
	category: 'behind_scenes',
	hookType: 'pov',
	scenes: [
		{
			timing: '0:00-0:04',
			visualDescription: 'Handheld walk into the kitchen.',
			dialogue: 'POV: you finally bake the loaf.',
			textOverlay: 'POV',
			transitionNotes: 'Cut on action',
		},
		{
			timing: '0:04-1:00',
			visualDescription: 'Close-up of the dough.',
			dialogue: 'Follow for more.',
		},
	],
	caption: 'Bread day.\n\nFollow for more.',
	hashtags: ['#Bread', '#Sourdough'],
	productionNotes: ['Lighting: window light.', 'Music: lo-fi.'],
}

describe('reelScriptFileName', () => {
	it('names the file by duration and category', () => {
		expect(reelScriptFileName(script)).toBe('reel-script-60s-behind-scenes.txt')
		expect(reelScriptFileName({ duration: 30, category: 'educational' })).toBe(
			'reel-script-30s-educational.txt',
		)
	})
})

describe('formatReelScriptAsText', () => {
	it('lays out the header, every scene, caption, hashtags and notes in order', () => {
		const text = formatReelScriptAsText(script)
		const order = [
			'Duration: 60s',
			'Category: Behind-the-scenes',
			'Hook: POV',
			'Scene 1 [0:00-0:04]',
			'Visual: Handheld walk into the kitchen.',
			'Dialogue: "POV: you finally bake the loaf."',
			'Text overlay: POV',
			'Transition: Cut on action',
			'Scene 2 [0:04-1:00]',
			'Caption',
			'Bread day.',
			'#Bread #Sourdough',
			'Production notes',
			'- Lighting: window light.',
			'- Music: lo-fi.',
		]
		let from = 0
		for (const part of order) {
			const at = text.indexOf(part, from)
			expect(at, part).toBeGreaterThanOrEqual(from)
			from = at + part.length
		}
	})

	it('leaves out overlay and transition lines a scene does not have', () => {
		const text = formatReelScriptAsText(script)
		const sceneTwo = text.slice(text.indexOf('Scene 2'), text.indexOf('Caption'))
		expect(sceneTwo).not.toContain('Text overlay')
		expect(sceneTwo).not.toContain('Transition')
	})

	it('uses the labels it is given', () => {
		const text = formatReelScriptAsText(script, {
			...DEFAULT_REEL_SCRIPT_LABELS,
			scene: 'Escena',
			caption: 'Descripción',
			categoryName: () => 'Detrás de cámaras',
		})
		expect(text).toContain('Escena 1 [0:00-0:04]')
		expect(text).toContain('Descripción')
		expect(text).toContain('Detrás de cámaras')
	})
})

describe('copy helpers', () => {
	it('copies one scene with its timing', () => {
		expect(formatSceneForCopy(script.scenes[1]!)).toBe(
			'[0:04-1:00]\nVisual: Close-up of the dough.\nDialogue: "Follow for more."',
		)
	})

	it('copies the caption followed by its hashtags', () => {
		expect(formatCaptionForCopy(script)).toBe('Bread day.\n\nFollow for more.\n\n#Bread #Sourdough')
	})
})
