import { websiteHref } from '@/lib/links'
import { m } from '@/paraglide/messages'

type SocialBadgesProps = { facebook?: string; instagram?: string; linkedin?: string; youtube?: string; name: string }

const networks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const

/** Links to an organisation's social pages, each named for screen readers. */
export function SocialBadges({ name, ...links }: SocialBadgesProps) {
  const present = networks.filter(([key]) => links[key])
  if (present.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {present.map(([key, label]) => (
        <li key={key}>
          <a
            href={websiteHref(links[key]!)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label}: ${name}${m.new_window_note()}`}
            className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-3 text-xs font-semibold text-slate-800 hover:bg-slate-100"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  )
}
