import { NavLink } from '@/lib/routing'
import { BookOpen, CalendarCheck, CalendarDays, FileImage, Flag, Info, LayoutDashboard, Mail, Newspaper, UserCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { cn } from '@/lib/cn'

const links = [
  { to: paths.admin.dashboard, label: 'Apžvalga', icon: LayoutDashboard, end: true },
  { to: paths.admin.organizations, label: 'Katalogas', icon: BookOpen },
  { to: paths.admin.contacts, label: 'Kontaktai', icon: Mail },
  { to: paths.admin.media, label: 'Medija', icon: FileImage },
  { to: paths.admin.memberships, label: 'Narystės', icon: UserCheck },
  { to: paths.admin.reports, label: 'Pranešimai', icon: Flag },
  { to: paths.admin.moderation, label: 'Moderavimas', icon: CalendarCheck },
  { to: paths.admin.news, label: 'Naujienos', icon: Newspaper },
  { to: paths.admin.events, label: 'Renginiai', icon: CalendarDays },
  { to: paths.admin.facts, label: 'Svarbi informacija', icon: Info },
]

export function AdminNav() {
  return (
    <nav aria-label="Administravimas" className="border-b border-slate-200 bg-slate-50">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-white',
                  isActive && 'bg-white text-brand-800 shadow-sm',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
