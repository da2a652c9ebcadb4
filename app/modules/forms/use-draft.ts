import { useCallback, useEffect, useRef, useState } from 'react'

// An unsent draft of a generator form, kept on this device (localStorage), so a session that
// expired, a closed tab or a failed request does not cost the user what they typed. Drafts are
// per signed-in user and per form, and go when they are sent, discarded, or the user signs out.

const PREFIX = 'vibecast:draft:'
const SAVE_DELAY_MS = 400

export type Draft = { values: Record<string, string>; savedAt: number }

const storageKey = (userId: string, formId: string) => `${PREFIX}${userId}:${formId}`

function readDraft(key: string): Draft | null {
	try {
		const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null')
		if (!parsed || typeof parsed !== 'object') return null
		const { values, savedAt } = parsed as Partial<Draft>
		if (!values || typeof values !== 'object' || typeof savedAt !== 'number') return null
		return { values, savedAt }
	} catch {
		return null
	}
}

/** The fields a person typed or chose (hidden fields and buttons are the page's own). */
function formValues(form: HTMLFormElement): Record<string, string> {
	const values: Record<string, string> = {}
	for (const element of form.elements) {
		if (
			!(element instanceof HTMLInputElement) &&
			!(element instanceof HTMLTextAreaElement) &&
			!(element instanceof HTMLSelectElement)
		)
			continue
		if (!element.name || element.type === 'hidden' || element.type === 'file') continue
		if (
			element instanceof HTMLInputElement &&
			(element.type === 'radio' || element.type === 'checkbox') &&
			!element.checked
		)
			continue
		values[element.name] = element.value
	}
	return values
}

// As the server stores text: line endings folded, ends trimmed.
const normalized = (value: string | undefined) => (value ?? '').replace(/\r\n?/g, '\n').trim()
const textOf = (values: Record<string, string>, textFields: readonly string[]) =>
	JSON.stringify(textFields.map((name) => normalized(values[name])))

const hasText = (values: Record<string, string>, textFields: readonly string[]) =>
	textFields.some((name) => (values[name] ?? '').trim() !== '')

/** Forgets every draft on this device (on sign-out). */
export function clearAllDrafts() {
	try {
		for (const key of Object.keys(window.localStorage)) {
			if (key.startsWith(PREFIX)) window.localStorage.removeItem(key)
		}
	} catch {
		// storage unavailable: nothing was kept
	}
}

/**
 * Saves the form's fields as the user types, and offers the saved draft back when the form
 * opens without it. `sent` is the text of the generation on screen: a draft equal to it was
 * sent, and is dropped. The offer is made only when the saved draft holds text.
 */
export function useDraft({
	userId,
	formId,
	textFields,
	sent,
}: {
	userId: string | undefined
	formId: string
	textFields: readonly string[]
	sent: Record<string, string> | null
}) {
	const key = userId ? storageKey(userId, formId) : null
	const [offer, setOffer] = useState<Draft | null>(null)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const sentSource = sent ? textOf(sent, textFields) : null

	useEffect(() => {
		if (!key) return
		const draft = readDraft(key)
		const form = document.getElementById(formId)
		if (!draft || !(form instanceof HTMLFormElement)) return
		if (textOf(draft.values, textFields) === sentSource) {
			window.localStorage.removeItem(key)
			return
		}
		const same = textOf(formValues(form), textFields) === textOf(draft.values, textFields)
		if (!same && hasText(draft.values, textFields)) setOffer(draft)
	}, [key, formId, sentSource, textFields])

	useEffect(() => {
		if (!key) return
		const form = document.getElementById(formId)
		if (!(form instanceof HTMLFormElement)) return
		const saveNow = () => {
			clearTimeout(timer.current)
			const values = formValues(form)
			try {
				if (hasText(values, textFields)) {
					window.localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() }))
				}
			} catch {
				// storage full or unavailable: the draft is simply not kept
			}
		}
		const save = () => {
			clearTimeout(timer.current)
			timer.current = setTimeout(saveNow, SAVE_DELAY_MS)
		}
		// Sending does not clear the draft: it goes once the result is on screen (`sent`).
		form.addEventListener('input', save)
		form.addEventListener('change', save)
		form.addEventListener('submit', saveNow)
		return () => {
			clearTimeout(timer.current)
			form.removeEventListener('input', save)
			form.removeEventListener('change', save)
			form.removeEventListener('submit', saveNow)
		}
	}, [key, formId, textFields])

	const discard = useCallback(() => {
		if (key) window.localStorage.removeItem(key)
		setOffer(null)
	}, [key])
	const accept = useCallback(() => setOffer(null), [])
	return { offer, discard, accept }
}
