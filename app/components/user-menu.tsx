import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import type { PlanId } from '#app/modules/billing/plans.ts'
import { clearAllDrafts } from '#app/modules/forms/use-draft.ts'
import { HeaderMenu } from './header-menu.tsx'
import { PlanBadge } from './plan-badge.tsx'
import { displayName, UserAvatar } from './user-avatar.tsx'

export type MenuUser = {
	email: string
	firstName: string | null
	lastName: string | null
	profileImageUrl: string | null
	planType: PlanId
}

const itemClass = 'block w-full rounded-md px-2 py-2 text-left hover:bg-slate-100'

export function UserMenu({ user }: { user: MenuUser }) {
	const { t } = useTranslation()
	const space = useRouteLoaderData<typeof rootLoader>('root')?.space
	const location = useLocation()
	const here = `${location.pathname}${location.search}`
	return (
		<HeaderMenu summary={<UserAvatar user={user} />} label={t('userMenu.open')}>
			<div className="flex items-center gap-3 border-b border-slate-100 pb-3">
				<UserAvatar user={user} size="size-10 shrink-0" />
				<div className="min-w-0">
					<p className="truncate font-semibold">{displayName(user)}</p>
					<p className="truncate text-sm text-slate-600">{user.email}</p>
					<PlanBadge planType={user.planType} />
				</div>
			</div>
			{space ? (
				<div className="border-b border-slate-100 py-2" data-testid="space-switcher">
					<p className="px-2 text-xs text-slate-600">
						{t('team.workingIn')}{' '}
						<span className="font-semibold text-slate-900">
							{space.active.name ?? t('team.personal')}
						</span>
					</p>
					{space.others.map((other) => (
						<Form method="post" action="/team/switch" key={other.workspaceId ?? 'personal'}>
							<input type="hidden" name="workspaceId" value={other.workspaceId ?? ''} />
							<input type="hidden" name="redirectTo" value={here} />
							<button type="submit" className={itemClass}>
								{other.name ? t('team.switchTo', { name: other.name }) : t('team.switchToPersonal')}
							</button>
						</Form>
					))}
				</div>
			) : null}
			<ul className="pt-2">
				<li>
					<Link className={itemClass} to="/account">
						{t('userMenu.account')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/pricing">
						{t('userMenu.billing')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/history">
						{t('userMenu.history')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/voices">
						{t('voices.menuLink')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/settings/ai">
						{t('userMenu.aiProvider')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/team">
						{t('team.menuLink')}
					</Link>
				</li>
				<li>
					<Link className={itemClass} to="/settings/api">
						{t('apiTokens.menuLink')}
					</Link>
				</li>
				<li>
					<a className={itemClass} href="/help">
						{t('userMenu.help')}
					</a>
				</li>
				<li>
					{/* Signing out forgets unsent drafts kept on this device (a shared computer). */}
					<Form method="post" action="/logout" onSubmit={clearAllDrafts}>
						<button type="submit" className={itemClass}>
							{t('userMenu.logout')}
						</button>
					</Form>
				</li>
			</ul>
		</HeaderMenu>
	)
}
