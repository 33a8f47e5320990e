import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { databaseRefusal } from '@/lib/database-refusal'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { entryTranslationQueries, useSaveEntryTranslation } from './queries'
import { entryTranslationSchema, type EntryTranslationInput, type EntryTranslationValues } from './schema'

/**
 * The entry's English words beside the Lithuanian original: a draft until published, and marked
 * when the original changed after it was saved (saving it again is checking it).
 */
export function EntryTranslationForm({ entryId }: { entryId: string }) {
  const stored = useQuery(entryTranslationQueries.english(entryId))
  return (
    <section aria-labelledby={`vertimas-${entryId}`} className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`vertimas-${entryId}`} className="text-lg font-semibold">
          Vertimas į anglų kalbą
        </h3>
        {stored.data && <Badge variant={stored.data.status === 'published' ? 'default' : 'accent'}>{stored.data.status === 'published' ? 'Paskelbtas' : 'Juodraštis'}</Badge>}
        {stored.data?.outdated && <Badge variant="destructive">Originalas pakeistas: patikrinkite vertimą</Badge>}
      </div>
      {stored.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : stored.isError ? (
        <p role="alert">Nepavyko įkelti vertimo.</p>
      ) : (
        <TranslationFields
          key={stored.data?.id ?? 'new'}
          entryId={entryId}
          id={stored.data?.id ?? null}
          initial={{ name: stored.data?.name ?? '', summary: stored.data?.summary ?? '', description: stored.data?.description ?? '', published: stored.data?.status === 'published' }}
        />
      )}
    </section>
  )
}

function TranslationFields({ entryId, id, initial }: { entryId: string; id: string | null; initial: EntryTranslationInput }) {
  const save = useSaveEntryTranslation()
  const form = useForm<EntryTranslationInput, unknown, EntryTranslationValues>({ resolver: zodResolver(entryTranslationSchema), defaultValues: initial, reValidateMode: 'onSubmit' })
  const field = clearingRegister(form)
  const { errors } = form.formState
  const onSubmit = (values: EntryTranslationValues) =>
    save.mutate(
      { entryId, id, values },
      {
        onSuccess: () => void notify.success(messages.success, values.published ? 'Vertimas išsaugotas ir paskelbtas.' : 'Vertimas išsaugotas kaip juodraštis.'),
        onError: (error) => {
          console.error('Saving a translation failed:', error)
          void notify.error(messages.error, databaseRefusal(error) ?? 'Nepavyko išsaugoti vertimo. Bandykite dar kartą.')
        },
      },
    )
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3">
      <TextField id={`en-name-${entryId}`} label="Pavadinimas angliškai" lang="en" error={errors.name?.message} {...field('name')} />
      <TextAreaField id={`en-summary-${entryId}`} label="Santrauka angliškai" lang="en" rows={2} error={errors.summary?.message} {...field('summary')} />
      <TextAreaField id={`en-description-${entryId}`} label="Aprašymas angliškai" lang="en" rows={5} error={errors.description?.message} {...field('description')} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...field('published')} />
        Paskelbti vertimą (kitaip jis lieka juodraštis)
      </label>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Išsaugoma...' : 'Išsaugoti vertimą'}
      </Button>
    </form>
  )
}
