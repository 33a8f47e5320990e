import type { ReactNode } from 'react'
import { ContactLinks } from '@/components/directory/contact-links'
import { m } from '@/paraglide/messages'
import { factFields, type EntryFacts, type FactField } from '../manage/entry-fields'

type CommunityFactsProps = {
  facts: EntryFacts
  /** Beside the heading: joining, and editing where the member may edit. */
  actions: ReactNode
  /** Shown under the heading while editing. */
  notice?: ReactNode
  /** A field's edit control, while editing. */
  editOf?: (field: FactField, label: string, multiline: boolean, value: string) => ReactNode
}

/** The second community page's body: the heading, each fact in a list, and the contacts. */
export function CommunityFacts({ facts, actions, notice, editOf }: CommunityFactsProps) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-700">{facts.town}</p>
          <h1 className="text-3xl font-bold">{facts.name}</h1>
        </div>
        <div className="flex gap-2">{actions}</div>
      </div>
      {notice}
      <dl className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {factFields().map(([field, label, multiline]) => (
          <div key={field} className="flex items-start gap-4 p-4">
            <dt className="w-32 shrink-0 font-medium text-slate-700">{label}</dt>
            <dd className="flex-1 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{facts[field] || '—'}</dd>
            {editOf?.(field, label, multiline, String(facts[field] ?? ''))}
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <h2 className="text-xl font-semibold">{m.communities_contacts_heading()}</h2>
        <div className="mt-3">
          <ContactLinks email={facts.email ?? undefined} phone={facts.phone ?? undefined} website={facts.website ?? undefined} address={facts.address ?? undefined} />
        </div>
      </div>
    </>
  )
}
