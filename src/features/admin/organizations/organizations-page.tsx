import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { Input, NativeSelect } from '@/components/ui/input'
import { organizationCategories, type OrganizationCategory } from '@/data/organizations'
import { messages } from '@/lib/messages'
import type { Organization } from '@/lib/supabase/types'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { filterOrganizations } from './filter-organizations'
import { useDeleteOrganizationMutation, useSaveOrganizationMutation } from './mutations'
import { OrganizationCard } from './organization-card'
import { OrganizationDialog } from './organization-dialog'
import { organizationQueries } from './queries'
import type { OrganizationValues } from './schemas'

export function AdminOrganizationsPage() {
  const list = useQuery(organizationQueries.list())
  const save = useSaveOrganizationMutation()
  const remove = useDeleteOrganizationMutation()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<OrganizationCategory | ''>('')
  const [target, setTarget] = useState<Organization | 'new' | null>(null)
  const text = adminMessages.organizations
  const visible = filterOrganizations(list.data ?? [], { query, category })
  useLoadErrorToast(list.isError, text.loadFailed)

  function handleSubmit(values: OrganizationValues) {
    const id = target !== null && target !== 'new' ? target.id : undefined
    save.mutate(
      { id, values },
      {
        onSuccess: () => {
          const [title, description] = id ? text.updated : text.created
          notify.success(title, description)
          setTarget(null)
        },
        onError: () => notify.error(messages.error, text.saveFailed),
      },
    )
  }

  function handleDelete(organization: Organization) {
    remove.mutate(organization.id, {
      onSuccess: () => notify.success(...text.deleted),
      onError: () => notify.error(messages.error, text.deleteFailed),
    })
  }

  return (
    <div className="space-y-6">
      <PageHead title="Organizacijos" description="Organizacijų administravimas." path={paths.admin.organizations} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Organizacijos</h1>
        <Button onClick={() => setTarget('new')}>
          <Plus aria-hidden /> Pridėti organizaciją
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor="org-search" className="text-sm font-medium">
            Paieška
          </label>
          <Input id="org-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Pavadinimas, vietovė, vadovas..." />
        </div>
        <div>
          <label htmlFor="org-category" className="text-sm font-medium">
            Kategorija
          </label>
          <NativeSelect id="org-category" value={category} onChange={(e) => setCategory(e.target.value as OrganizationCategory | '')}>
            <option value="">Visos kategorijos</option>
            {Object.entries(organizationCategories).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <OrganizationsList
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        items={visible}
        onEdit={setTarget}
        onDelete={handleDelete}
      />
      <OrganizationDialog target={target} isSaving={save.isPending} onSubmit={handleSubmit} onClose={() => setTarget(null)} />
    </div>
  )
}

type OrganizationsListProps = {
  state: 'loading' | 'error' | 'ready'
  items: Organization[]
  onEdit: (organization: Organization) => void
  onDelete: (organization: Organization) => void
}

function OrganizationsList({ state, items, onEdit, onDelete }: OrganizationsListProps) {
  if (state === 'loading') return <p className="text-slate-700">{messages.loading}</p>
  if (state === 'error') return <p role="alert" className="text-red-700">{adminMessages.organizations.loadFailed}</p>
  if (items.length === 0) return <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-700">{adminMessages.organizations.empty}</p>
  return (
    <>
      <p className="text-sm text-slate-700" aria-live="polite">
        Rodoma organizacijų: {items.length}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((organization) => (
          <li key={organization.id} className="flex">
            <OrganizationCard organization={organization} onEdit={() => onEdit(organization)} onDelete={() => onDelete(organization)} />
          </li>
        ))}
      </ul>
    </>
  )
}
