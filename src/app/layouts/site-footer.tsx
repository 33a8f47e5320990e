import { Link } from '@/lib/routing'
import { navGroups, topLinks } from '@/app/nav-links'
import { paths } from '@/app/paths'
import { eventsFeedUrl } from '@/features/events/feed-url'
import { m } from '@/paraglide/messages'

const more = [
  { to: paths.chat, label: m.nav_chat },
  { to: paths.news, label: m.nav_news },
  { to: paths.classifieds, label: m.nav_classifieds },
  { to: paths.travel, label: m.nav_travel },
  { to: paths.accessibility, label: m.nav_accessibility },
  { to: paths.privacy, label: m.nav_privacy },
  { to: paths.terms, label: m.nav_terms },
]

const linkClass = 'inline-flex min-h-8 items-center text-slate-700 hover:text-brand-800 hover:underline'

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-800">Lietuviai JK</p>
          <p className="mt-2 text-sm text-slate-700">{m.site_tagline()}</p>
          <address className="mt-4 text-sm text-slate-700 not-italic">
            {/* The house's name is Lithuanian on either page. */}
            <span lang="lt">Lietuvių namai</span>, 1 Example Road, London E1 0AA
            <br />
            <a href="mailto:info@lietuviaijk.example.org" className="text-brand-700 underline">
              info@lietuviaijk.example.org
            </a>
          </address>
        </div>
        {navGroups.map((group) => (
          <nav key={group.links[0].to} aria-label={group.label()}>
            <h2 className="text-sm font-semibold text-slate-900">{group.label()}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={m.nav_more()}>
          <h2 className="text-sm font-semibold text-slate-900">{m.nav_more()}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {[...topLinks, ...more].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label()}
                </Link>
              </li>
            ))}
            <li>
              <a href={eventsFeedUrl} className={linkClass}>
                {m.nav_events_calendar()}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">{m.site_rights()}</p>
    </footer>
  )
}
