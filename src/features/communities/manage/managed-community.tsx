import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Info, PencilLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { adminQueries } from '@/features/admin/access/queries'
import { m } from '@/paraglide/messages'
import { CommunityFacts } from '../components/community-facts'
import { EditFieldDialog } from '../components/edit-field-dialog'
import type { EntryFacts } from './entry-fields'
import { saveErrorMessage, useSaveEntryField } from './mutations'
import { managedEntryQueries } from './queries'

// The translation form brings its own queries and form code: loaded when editing starts.
const EntryTranslationForm = lazy(() => import('@/features/directory/translation/entry-translation-form').then((module) => ({ default: module.EntryTranslationForm })))

type ManagedCommunityProps = { slug: string; userId: string; fallback: EntryFacts; join: ReactNode }

/**
 * The page's body for a signed-in member: the stored entry, and for its managers and
 * administrators the 'Redaguoti' toggle whose changes are saved for every visitor.
 */
export function ManagedCommunity({ slug, userId, fallback, join }: ManagedCommunityProps) {
  const { data: entry } = useQuery(managedEntryQueries.entry(slug, userId))
  const { data: admin } = useQuery(adminQueries.me(userId))
  const save = useSaveEntryField()
  const [isEditing, setIsEditing] = useState(false)
  const facts = entry ?? fallback
  // Offered to the entry's managers and to active administrators.
  const canEdit = Boolean(entry && (entry.isManager || admin))

  return (
    <CommunityFacts
      facts={facts}
      actions={
        <>
          {canEdit && (
            <Button variant="outline" onClick={() => setIsEditing((on) => !on)} aria-pressed={isEditing}>
              <PencilLine aria-hidden /> {isEditing ? m.communities_edit_finish() : m.communities_edit()}
            </Button>
          )}
          {join}
        </>
      }
      notice={
        entry &&
        canEdit &&
        isEditing && (
          <>
            <p role="status" className="mt-6 flex items-start gap-2 rounded-lg bg-amber-50 p-4 text-amber-900">
              <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
              {m.communities_edit_notice()}
            </p>
            <Suspense fallback={null}>
              <EntryTranslationForm entryId={entry.id} />
            </Suspense>
          </>
        )
      }
      editOf={
        entry && canEdit && isEditing
          ? (field, label, multiline, value) => (
              <EditFieldDialog
                label={label}
                value={value}
                multiline={multiline}
                onSave={(next) =>
                  save.mutateAsync({ id: entry.id, field, value: next }).then(
                    () => null,
                    (error: unknown) => saveErrorMessage(error),
                  )
                }
              />
            )
          : undefined
      }
    />
  )
}
