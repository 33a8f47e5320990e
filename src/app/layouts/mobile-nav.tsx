import { useEffect, useRef } from 'react'
import { NavLink } from '@/lib/routing'
import { navGroups, topLinks } from '@/app/nav-links'
import { paths } from '@/app/paths'
import { AccountMenu } from '@/features/auth/account-menu'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'

type MobileNavProps = { id: string; isOpen: boolean; onClose: () => void }

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex min-h-11 items-center rounded-md px-3 text-base text-slate-800 hover:bg-slate-100', isActive && 'bg-brand-50 font-semibold text-brand-800')

/** Below lg: every navigation link plus 'Prisijungti'; choosing a link closes the menu. */
export function MobileNav({ id, isOpen, onClose }: MobileNavProps) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (isOpen) panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [isOpen])

  return (
    <div id={id} ref={panel} hidden={!isOpen} className="border-t border-slate-200 bg-white lg:hidden">
      <nav aria-label={m.nav_mobile()} className="mx-auto max-w-7xl space-y-4 px-4 py-4">
        {navGroups.map((group) => (
          <div key={group.links[0].to}>
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label()}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={onClose} className={linkClass}>
                    {link.label()}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <ul className="border-t border-slate-200 pt-4">
          {[...topLinks, { to: paths.chat, label: m.nav_chat }].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={onClose} className={linkClass}>
                {link.label()}
              </NavLink>
            </li>
          ))}
        </ul>
        <AccountMenu variant="mobile" onNavigate={onClose} />
      </nav>
    </div>
  )
}
