import { Link } from '@/lib/routing'
import { navGroups, topLinks } from '@/app/nav-links'
import { paths } from '@/app/paths'
import { eventsFeedUrl } from '@/features/events/feed-url'

const more = [
  { to: paths.chat, label: 'Pokalbiai' },
  { to: paths.news, label: 'Naujienos' },
  { to: paths.classifieds, label: 'Skelbimai' },
  { to: paths.travel, label: 'Kelionės' },
  { to: paths.accessibility, label: 'Prieinamumas' },
  { to: paths.privacy, label: 'Privatumo politika' },
]

const linkClass = 'inline-flex min-h-8 items-center text-slate-700 hover:text-brand-800 hover:underline'

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-800">Lietuviai JK</p>
          <p className="mt-2 text-sm text-slate-700">Lietuvių bendruomenės Jungtinėje Karalystėje portalas.</p>
          <address className="mt-4 text-sm text-slate-700 not-italic">
            Lietuvių namai, 1 Example Road, London E1 0AA
            <br />
            <a href="mailto:info@lietuviaijk.example.org" className="text-brand-700 underline">
              info@lietuviaijk.example.org
            </a>
          </address>
        </div>
        {navGroups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="text-sm font-semibold text-slate-900">{group.label}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Daugiau">
          <h2 className="text-sm font-semibold text-slate-900">Daugiau</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {[...topLinks, ...more].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={eventsFeedUrl} className={linkClass}>
                Renginių kalendorius (.ics)
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">© 2024 Lietuviai JK. Visos teisės saugomos.</p>
    </footer>
  )
}
