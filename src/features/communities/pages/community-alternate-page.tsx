import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { Info, PencilLine } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { NotFoundState } from '@/components/directory/not-found-state'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { organizations } from '@/data/organizations'
import { matchesSlugOrId, slugify } from '@/lib/slug'
import { EditFieldDialog } from '../components/edit-field-dialog'
import { findCommunity } from '../find-community'
import { JoinButton } from '../membership/join-button'

const fields = [
  ['name', 'Pavadinimas', false],
  ['location', 'Vietovė', false],
  ['description', 'Aprašymas', true],
  ['history', 'Istorija', true],
  ['leaderName', 'Vadovas', false],
  ['address', 'Adresas', false],
  ['phone', 'Telefonas', false],
  ['email', 'El. paštas', false],
  ['website', 'Svetainė', false],
  ['eventTitle', 'Renginys', false],
] as const

type Editable = Record<(typeof fields)[number][0], string>

/** The second community page, over the shared organisation list, with a local-only edit toggle. */
export function CommunityAlternatePage() {
  const { id = '' } = useParams()
  const organization = organizations.find((o) => o.category === 'bendruomenes' && matchesSlugOrId(id, o))
  // The organisation list and the community list share names; the community's id is its name's slug.
  const community = organization && findCommunity(slugify(organization.name))
  const [isEditing, setIsEditing] = useState(false)
  const [values, setValues] = useState<Editable | null>(null)

  if (!organization) return <NotFoundState title="Bendruomenė nerasta" backTo={paths.communities.list} backLabel="Grįžti į bendruomenių sąrašą" />

  const current: Editable = values ?? {
    name: organization.name,
    location: organization.location ?? '',
    description: organization.description ?? '',
    history: community?.fullDescription ?? '',
    leaderName: organization.leaderName ?? '',
    address: organization.address ?? '',
    phone: organization.phone ?? '',
    email: organization.email ?? '',
    website: organization.website ?? '',
    eventTitle: community?.nextEvent ?? '',
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHead title={current.name} description={current.description || current.name} path={paths.communities.alternate(id)} noIndex />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-700">{current.location}</p>
          <h1 className="text-3xl font-bold">{current.name}</h1>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setIsEditing((on) => !on)} aria-pressed={isEditing}>
            <PencilLine aria-hidden /> {isEditing ? 'Baigti redagavimą' : 'Redaguoti'}
          </Button>
          {community && <JoinButton communityId={community.id} communityName={community.name} />}
        </div>
      </div>
      {isEditing && (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-lg bg-amber-50 p-4 text-amber-900">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          Pakeitimai nėra išsaugomi – jie matomi tik jums, kol neperkraunate puslapio.
        </p>
      )}
      <dl className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {fields.map(([key, label, multiline]) => (
          <div key={key} className="flex items-start gap-4 p-4">
            <dt className="w-32 shrink-0 font-medium text-slate-700">{label}</dt>
            <dd className="flex-1 whitespace-pre-line text-slate-900">{current[key] || '—'}</dd>
            {isEditing && (
              <EditFieldDialog
                label={label}
                value={current[key]}
                multiline={multiline}
                onSave={(value) => setValues({ ...current, [key]: value })}
              />
            )}
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <h2 className="text-xl font-semibold">Kontaktai</h2>
        <div className="mt-3">
          <ContactLinks email={current.email} phone={current.phone} website={current.website} address={current.address} />
        </div>
      </div>
    </div>
  )
}
