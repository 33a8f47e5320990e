import { NavLink } from '@/lib/routing'
import { navGroups, topLinks } from '@/app/nav-links'
import { paths } from '@/app/paths'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { NavMenu } from './nav-menu'

/** Desktop navigation, from the lg breakpoint up. */
export function MainNav() {
  return (
    <nav aria-label={m.nav_main()} className="hidden items-center gap-1 lg:flex">
      {navGroups.map((group) => (
        <NavMenu key={group.links[0].to} group={group} />
      ))}
      {topLinks.map((link) => {
        const isHighlighted = link.to === paths.events
        return (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(
                'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium',
                isHighlighted ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-slate-800 hover:bg-slate-100',
                isActive && !isHighlighted && 'bg-brand-50 text-brand-800',
              )
            }
          >
            {link.label()}
          </NavLink>
        )
      })}
    </nav>
  )
}
