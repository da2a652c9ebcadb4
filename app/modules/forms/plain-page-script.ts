// The small enhancements of the pages served without React (sign-in, sign-up, reset password,
// signed-out pricing, forgot password, the landing page; ADR 020), inlined in the page with the
// CSP nonce like the analytics tracker. Everything it touches is already in the HTML and works
// without it: the forms post and the server checks them. With it:
//
// - `button[data-password-toggle]` (hidden in the HTML) appears and shows or hides the password
//   named by its aria-controls, its label from data-show-label / data-hide-label;
// - `ul[data-password-rules]` ticks off each rule (`li[data-pattern][data-flags]`) while the
//   password is typed, shows the confirmation's mismatch message (`data-mismatch-label`) under
//   it while the two differ, and keeps the form's submit button disabled until both are ready, as the
//   hydrated form did;
// - `a[data-opens-dialog]` becomes a button opening that dialog; a form inside the dialog's
//   `[data-dialog-answer]` is sent with fetch, and the answer page's element of that id replaces
//   it (its errors, the first field to fix focused; or a thank-you, and 3 s later the dialog
//   closes and the form is back as it was);
// - a submit button with `data-pending-label` says so, disabled, once its form is on its way.

function plainPage() {
	const byId = <T extends HTMLElement>(id: string | null | undefined) =>
		(id ? document.getElementById(id) : null) as T | null

	for (const button of document.querySelectorAll<HTMLButtonElement>(
		'button[data-password-toggle]',
	)) {
		const input = byId<HTMLInputElement>(button.getAttribute('aria-controls'))
		if (!input) continue
		button.hidden = false
		button.addEventListener('click', () => {
			const show = input.type === 'password'
			input.type = show ? 'text' : 'password'
			button.setAttribute('aria-pressed', String(show))
			button.textContent = (show ? button.dataset.hideLabel : button.dataset.showLabel) ?? ''
		})
	}

	for (const list of document.querySelectorAll<HTMLElement>('ul[data-password-rules]')) {
		const password = byId<HTMLInputElement>(list.dataset.passwordRules)
		const confirm = byId<HTMLInputElement>(list.dataset.confirm)
		if (!password) continue
		let mismatch: HTMLElement | null = null
		if (confirm && list.dataset.mismatchLabel) {
			mismatch = document.createElement('p')
			mismatch.id = `${confirm.id}-mismatch`
			mismatch.className = 'mt-1 text-sm text-red-700'
			mismatch.textContent = list.dataset.mismatchLabel
			mismatch.hidden = true
			confirm.parentElement!.after(mismatch)
		}
		const submit = password.form?.querySelector<HTMLButtonElement>('button[type="submit"]')
		const describedBy = confirm?.getAttribute('aria-describedby') ?? ''
		const update = () => {
			let ready = true
			for (const rule of list.querySelectorAll<HTMLElement>('li[data-pattern]')) {
				const met = new RegExp(rule.dataset.pattern!, rule.dataset.flags).test(password.value)
				ready = ready && met
				rule.dataset.met = String(met)
				rule.firstElementChild!.textContent = met ? '✓ ' : '○ '
				rule.lastElementChild!.textContent = met ? ` (${list.dataset.metLabel})` : ''
			}
			if (confirm) {
				const differs = confirm.value.length > 0 && confirm.value !== password.value
				ready = ready && confirm.value === password.value
				if (mismatch) {
					mismatch.hidden = !differs
					if (differs) {
						confirm.setAttribute('aria-invalid', 'true')
						confirm.setAttribute('aria-describedby', `${mismatch.id} ${describedBy}`.trim())
					} else if (confirm.getAttribute('aria-describedby') !== describedBy) {
						confirm.removeAttribute('aria-invalid')
						if (describedBy) confirm.setAttribute('aria-describedby', describedBy)
						else confirm.removeAttribute('aria-describedby')
					}
				}
			}
			if (submit) submit.disabled = !ready
		}
		password.addEventListener('input', update)
		confirm?.addEventListener('input', update)
		update()
	}

	for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-opens-dialog]')) {
		const dialog = byId<HTMLDialogElement>(link.dataset.opensDialog)
		const answer = dialog?.querySelector<HTMLElement>('[data-dialog-answer]')
		if (!dialog || !answer) continue
		const button = document.createElement('button')
		button.type = 'button'
		button.className = link.className
		button.textContent = link.textContent
		button.addEventListener('click', () => dialog.showModal())
		link.replaceWith(button)
		const initial = answer.innerHTML
		let timer: ReturnType<typeof setTimeout> | undefined
		dialog.addEventListener('close', () => {
			clearTimeout(timer)
			if (answer.dataset.done) answer.innerHTML = initial
			delete answer.dataset.done
		})
		answer.addEventListener('submit', async (event) => {
			const form = event.target as HTMLFormElement
			event.preventDefault()
			let next: HTMLElement | null = null
			try {
				const response = await fetch(form.action, { method: 'POST', body: new FormData(form) })
				const page = new DOMParser().parseFromString(await response.text(), 'text/html')
				next = page.getElementById(answer.dataset.dialogAnswer!)
			} catch {
				// Offline or cut off: the plain post, and the page answers.
			}
			if (!next) return form.submit()
			answer.innerHTML = next.innerHTML
			if (answer.querySelector('form')) {
				answer.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
			} else {
				answer.dataset.done = 'true'
				timer = setTimeout(() => dialog.close(), 3000)
			}
		})
	}

	document.addEventListener('submit', (event) => {
		const button = event.submitter
		if (!(button instanceof HTMLButtonElement) || !button.dataset.pendingLabel) return
		// After the browser has read the form: a disabled button would not send its name.
		setTimeout(() => {
			button.dataset.label = button.textContent ?? ''
			button.textContent = button.dataset.pendingLabel!
			button.disabled = true
		})
	})
	// Back to a page kept in the back/forward cache: its buttons work again.
	addEventListener('pageshow', (event) => {
		if (!event.persisted) return
		for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-label]')) {
			button.textContent = button.dataset.label!
			button.disabled = false
			delete button.dataset.label
		}
	})
}

/**
 * The inline script: the function above, run once the page is parsed. The server build does not
 * minify, so its indentation goes (no string in it spans lines).
 */
export const plainPageScript = `(${plainPage.toString().replace(/\n\s+/g, '\n')})()`
