import { Link } from 'react-router'

/** `compact` hides the name on narrow screens, where the signed-in top bar needs the room. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
	return (
		<Link to={to} className="flex items-center gap-2 rounded-md font-bold text-slate-900">
			<svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
				<rect width="32" height="32" rx="8" fill="#6d28d9" />
				<path
					d="M9 10l7 13 7-13"
					fill="none"
					stroke="#fff"
					strokeWidth="3.2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className={compact ? 'sr-only sm:not-sr-only sm:text-lg' : 'text-lg'}>Vibecast</span>
		</Link>
	)
}
