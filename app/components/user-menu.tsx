import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import type { PlanId } from '#app/modules/billing/plans.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { PlanBadge } from './plan-badge.tsx'
import { displayName, UserAvatar } from './user-avatar.tsx'

export type MenuUser = {
	email: string
	firstName: string | null
	lastName: string | null
	profileImageUrl: string | null
	planType: PlanId
}

// A <details> disclosure: opens and closes with the keyboard and without JavaScript.
export function UserMenu({ user }: { user: MenuUser }) {
	const { t } = useTranslation()
	return (
		<details className="group relative">
			<summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-0.5 [&::-webkit-details-marker]:hidden">
				<UserAvatar user={user} />
				<span className="sr-only">{t('userMenu.open')}</span>
			</summary>
			<div className="absolute right-0 z-20 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
				<div className="flex items-center gap-3 border-b border-slate-100 pb-3">
					<UserAvatar user={user} size="size-10" />
					<div className="min-w-0">
						<p className="truncate font-semibold">{displayName(user)}</p>
						<p className="truncate text-sm text-slate-600">{user.email}</p>
						<PlanBadge planType={user.planType} />
					</div>
				</div>
				<ul className="py-2">
					<li>
						<Link className="block rounded-md px-2 py-2 hover:bg-slate-100" to="/account">
							{t('userMenu.account')}
						</Link>
					</li>
					<li>
						<Link className="block rounded-md px-2 py-2 hover:bg-slate-100" to="/pricing">
							{t('userMenu.billing')}
						</Link>
					</li>
					<li>
						<Link className="block rounded-md px-2 py-2 hover:bg-slate-100" to="/history">
							{t('userMenu.history')}
						</Link>
					</li>
					<li>
						<Link className="block rounded-md px-2 py-2 hover:bg-slate-100" to="/voices">
							{t('voices.menuLink')}
						</Link>
					</li>
					<li>
						<Link className="block rounded-md px-2 py-2 hover:bg-slate-100" to="/settings/ai">
							{t('userMenu.aiProvider')}
						</Link>
					</li>
					<li>
						<Form method="post" action="/logout">
							<button
								type="submit"
								className="w-full rounded-md px-2 py-2 text-left hover:bg-slate-100"
							>
								{t('userMenu.logout')}
							</button>
						</Form>
					</li>
				</ul>
				<div className="border-t border-slate-100 pt-2">
					<LanguageSwitcher />
				</div>
			</div>
		</details>
	)
}
