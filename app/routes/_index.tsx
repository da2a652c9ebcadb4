import { useLoaderData } from 'react-router'
import { DashboardShell } from '#app/components/dashboard/dashboard-shell.tsx'
import { LandingPage } from '#app/components/marketing/landing-page.tsx'
import { getUser } from '#app/modules/auth/session.server.ts'
import { getPlan } from '#app/modules/billing/plans.ts'
import { usageSummary } from '#app/modules/billing/usage.ts'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = ({ matches }) => {
	const root = matches.find((match) => match?.id === 'root')?.loaderData as
		{ messages?: { meta?: { landingTitle?: string; landingDescription?: string } } } | undefined
	return [
		{ title: root?.messages?.meta?.landingTitle ?? 'Vibecast' },
		{ name: 'description', content: root?.messages?.meta?.landingDescription ?? '' },
	]
}

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	if (!user) return { dashboard: null }
	return {
		dashboard: {
			firstName: user.firstName,
			planType: getPlan(user.planType).id,
			usage: usageSummary(user),
			usageResetDate: user.usageResetDate.toISOString(),
		},
	}
}

export default function IndexRoute() {
	const { dashboard } = useLoaderData<typeof loader>()
	return dashboard ? <DashboardShell dashboard={dashboard} /> : <LandingPage />
}
