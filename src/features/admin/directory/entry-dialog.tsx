import { useQuery } from '@tanstack/react-query'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { DirectoryKey } from '@/features/directory/entry'
import { EntryTranslationForm } from '@/features/directory/translation/entry-translation-form'
import { directoryLabels } from '@/features/directory/labels'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { EntryForm } from './entry-form'
import { entryFormValues, entryFromValues, type EntryFormValues } from './entry-form-schema'
import type { DirectoryEntry } from './filter-entries'
import { useSaveEntryMutation } from './mutations'
import { editorFieldQueries } from './queries'
import { refusalOf } from './save-refusal'

type EntryDialogProps = {
  directory: DirectoryKey
  /** null = closed; 'new' = add; an entry = edit. */
  target: DirectoryEntry | 'new' | null
  onClose: () => void
}

/** Adds or edits an entry with the form its directory's definition describes. */
export function EntryDialog({ directory, target, onClose }: EntryDialogProps) {
  // Only the chosen directory's definition is loaded, with its editor fields.
  const definition = useQuery(editorFieldQueries.fields(directory))
  const save = useSaveEntryMutation()
  const entry = target !== null && target !== 'new' ? target : undefined
  const text = adminMessages.directory

  async function submit(values: EntryFormValues) {
    const editor = definition.data!
    try {
      await save.mutateAsync({ id: entry?.id, row: entryFromValues(directory, editor, values, entry?.details) })
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) return refusal
      void notify.error(messages.error, text.saveFailed)
      return {}
    }
    void notify.success(entry ? text.saved(values.name) : text.created(values.name))
    onClose()
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl! overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{entry ? `Redaguoti: ${entry.name}` : `Naujas įrašas: ${directoryLabels[directory]}`}</DialogTitle>
          <DialogDescription>Laukai, pažymėti *, privalomi. Naujas įrašas išsaugomas kaip juodraštis.</DialogDescription>
        </DialogHeader>
        {definition.isError && <p role="alert">{text.loadFailed}</p>}
        {definition.isPending && <p role="status">{messages.loading}</p>}
        {target !== null && definition.data && (
          <EntryForm
            key={entry?.id ?? 'new'}
            editor={definition.data}
            defaultValues={entryFormValues(definition.data, entry)}
            isSaving={save.isPending}
            onSubmit={submit}
            onCancel={onClose}
          />
        )}
        {entry && <EntryTranslationForm entryId={entry.id} />}
      </DialogContent>
    </Dialog>
  )
}
