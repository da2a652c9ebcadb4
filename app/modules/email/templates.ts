import type { TFunction } from 'i18next'
import { createI18n } from '#app/modules/i18n/create-i18n.ts'
import { isLanguage, type Language } from '#app/modules/i18n/languages.ts'
import { resources } from '#app/modules/i18n/resources.ts'

// Every mail has a plain-text and an HTML part written from the same i18n keys (security.json,
// "mail"), in the reader's language.

export type RenderedEmail = { subject: string; text: string; html: string }

type Block =
	| { kind: 'paragraph'; text: string }
	| { kind: 'button'; text: string; href: string }
	| { kind: 'code'; text: string }
	| { kind: 'link'; label: string; href: string }

function translatorFor(language: string | null | undefined): TFunction {
	const lng: Language = isLanguage(language) ? language : 'en'
	return createI18n(lng, resources[lng].translation).t
}

export function escapeHtml(value: string) {
	return value
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;')
}

function render(t: TFunction, subject: string, heading: string, blocks: Block[]): RenderedEmail {
	const footer = t('mail.footer')
	const text = [
		heading,
		'',
		...blocks.flatMap((block) => {
			switch (block.kind) {
				case 'paragraph':
					return [block.text, '']
				case 'button':
					return [`${block.text}: ${block.href}`, '']
				case 'code':
					return [`    ${block.text}`, '']
				case 'link':
					return [block.label, block.href, '']
			}
		}),
		'—',
		footer,
	].join('\n')
	const body = blocks
		.map((block) => {
			switch (block.kind) {
				case 'paragraph':
					return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`
				case 'button':
					return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(block.text)}</a></p>`
				case 'code':
					return `<p style="margin:24px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(block.text)}</p>`
				case 'link':
					return `<p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#475569">${escapeHtml(block.label)}<br><a href="${escapeHtml(block.href)}" style="color:#6d28d9;word-break:break-all">${escapeHtml(block.href)}</a></p>`
			}
		})
		.join('\n')
	const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#6d28d9;font-size:18px">Vibecast</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(footer)}</p>
</div></body></html>`
	return { subject, text, html }
}

export function resetPasswordEmail({
	language,
	link,
}: {
	language?: string | null
	link: string
}): RenderedEmail {
	const t = translatorFor(language)
	return render(t, t('mail.reset.subject'), t('mail.reset.heading'), [
		{ kind: 'paragraph', text: t('mail.reset.intro') },
		{ kind: 'button', text: t('mail.reset.button'), href: link },
		{ kind: 'paragraph', text: t('mail.reset.expiry') },
		{ kind: 'paragraph', text: t('mail.reset.ignore') },
		{ kind: 'link', label: t('mail.linkFallback'), href: link },
	])
}

export function signInCodeEmail({
	language,
	code,
	link,
	minutes,
}: {
	language?: string | null
	code: string
	link: string
	minutes: number
}): RenderedEmail {
	const t = translatorFor(language)
	return render(t, t('mail.signInCode.subject'), t('mail.signInCode.heading'), [
		{ kind: 'paragraph', text: t('mail.signInCode.intro') },
		{ kind: 'code', text: code },
		{ kind: 'paragraph', text: t('mail.signInCode.expiry', { minutes }) },
		{ kind: 'button', text: t('mail.signInCode.button'), href: link },
		{ kind: 'paragraph', text: t('mail.signInCode.sameDevice') },
		{ kind: 'paragraph', text: t('mail.signInCode.ignore') },
	])
}

export type SecurityNotice = 'passwordChanged' | 'mfaEnabled' | 'mfaDisabled'

/** Tells the owner that something about their account's security changed. */
export function securityNoticeEmail({
	language,
	notice,
	recoveryLink,
}: {
	language?: string | null
	notice: SecurityNotice
	recoveryLink: string
}): RenderedEmail {
	const t = translatorFor(language)
	return render(t, t(`mail.notice.${notice}.subject`), t(`mail.notice.${notice}.subject`), [
		{ kind: 'paragraph', text: t(`mail.notice.${notice}.body`) },
		{ kind: 'paragraph', text: t('mail.notice.notYou') },
		{ kind: 'link', label: t('mail.notice.recover'), href: recoveryLink },
	])
}

/** An invitation to a team workspace (issue 15): who invites, to what, and until when. */
export function workspaceInvitationEmail({
	language,
	inviter,
	workspace,
	link,
	days,
}: {
	language?: string | null
	inviter: string
	workspace: string
	link: string
	days: number
}): RenderedEmail {
	const t = translatorFor(language)
	return render(
		t,
		t('mail.workspaceInvite.subject', { inviter, workspace }),
		t('mail.workspaceInvite.heading', { workspace }),
		[
			{ kind: 'paragraph', text: t('mail.workspaceInvite.intro', { inviter, workspace }) },
			{ kind: 'button', text: t('mail.workspaceInvite.button'), href: link },
			{ kind: 'paragraph', text: t('mail.workspaceInvite.expiry', { days }) },
			{ kind: 'paragraph', text: t('mail.workspaceInvite.ignore') },
			{ kind: 'link', label: t('mail.linkFallback'), href: link },
		],
	)
}
