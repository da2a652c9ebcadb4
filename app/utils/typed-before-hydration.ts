// Nothing typed before the page hydrates may be lost. React, hydrating a text area whose server
// text is not empty, sets its value back to that text; a slow phone gives the user seconds to
// type first. So the browser entry notes every field the user changed before hydrating, and
// once a part of the page has hydrated its fields get their typed values back, announced with
// an input event so React's onChange and conform both see them.

type Typed = { value: string; checked: boolean }
const typedValues = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, Typed>()

function selectChanged(select: HTMLSelectElement) {
	return [...select.options].some((option) => option.selected !== option.defaultSelected)
}

/** Called once, before hydrating: what differs from the page as the server sent it. */
export function noteTypedBeforeHydration(root: ParentNode = document) {
	for (const element of root.querySelectorAll('input, textarea, select')) {
		if (element instanceof HTMLSelectElement) {
			if (selectChanged(element)) typedValues.set(element, { value: element.value, checked: false })
		} else if (element instanceof HTMLTextAreaElement) {
			if (element.value !== element.defaultValue)
				typedValues.set(element, { value: element.value, checked: false })
		} else if (element instanceof HTMLInputElement) {
			if (element.type === 'file' || element.type === 'hidden') continue
			const changed =
				element.type === 'checkbox' || element.type === 'radio'
					? element.checked !== element.defaultChecked
					: element.value !== element.defaultValue
			if (changed) typedValues.set(element, { value: element.value, checked: element.checked })
		}
	}
}

// React marks each DOM node it has hydrated with its fiber; a field inside a part still waiting
// for its code (a lazy boundary) has no mark yet, and is restored when that part hydrates.
const hydrated = (element: Element) =>
	Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/** Puts typed values back into the fields that have hydrated since, and announces them. */
export function restoreTypedBeforeHydration() {
	for (const [element, typed] of typedValues) {
		if (!element.isConnected) {
			typedValues.delete(element)
			continue
		}
		if (!hydrated(element)) continue
		const isToggle =
			element instanceof HTMLInputElement &&
			(element.type === 'checkbox' || element.type === 'radio')
		if (isToggle ? element.checked === typed.checked : element.value === typed.value) {
			typedValues.delete(element)
			continue
		}
		// The prototype's setter: React tracks values set through the element itself, and would
		// not report a change it made.
		const prototype = Object.getPrototypeOf(element) as object
		const property = isToggle ? 'checked' : 'value'
		Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(
			element,
			isToggle ? typed.checked : typed.value,
		)
		element.dispatchEvent(new Event(isToggle ? 'click' : 'input', { bubbles: true }))
		if (!isToggle) element.dispatchEvent(new Event('change', { bubbles: true }))
		typedValues.delete(element)
	}
}
