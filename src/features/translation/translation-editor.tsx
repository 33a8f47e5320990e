import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { TermsConsent } from '@/components/terms-consent'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { databaseRefusal } from '@/lib/database-refusal'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { translationQueries, useSaveTranslation } from './queries'
import { translationKinds, type TranslationKind } from './translation-kinds'
import { translationSchema, wordsToStore, type TranslationValues } from './translation-schema'

type TranslationEditorProps = { kind: TranslationKind; itemId: string }

/**
 * An item's English words beside the Lithuanian original: a draft until published, and marked
 * when the original changed after it was saved (saving it again is checking it). The same editor
 * for entries, events, articles and essential facts.
 */
export function TranslationEditor({ kind, itemId }: TranslationEditorProps) {
  const stored = useQuery(translationQueries.english(kind, itemId))
  const headingId = `vertimas-${kind}-${itemId}`
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
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
          kind={kind}
          itemId={itemId}
          id={stored.data?.id ?? null}
          initial={{
            words: Object.fromEntries(translationKinds[kind].fields.map((field) => [field.name, stored.data?.words[field.name] ?? ''])),
            published: stored.data?.status === 'published',
          }}
        />
      )}
    </section>
  )
}

type TranslationFieldsProps = TranslationEditorProps & { id: string | null; initial: TranslationValues }

function TranslationFields({ kind, itemId, id, initial }: TranslationFieldsProps) {
  const { fields } = translationKinds[kind]
  const schema = useMemo(() => translationSchema(fields), [fields])
  const save = useSaveTranslation()
  const form = useForm<TranslationValues>({ resolver: zodResolver(schema), defaultValues: initial, reValidateMode: 'onSubmit' })
  const register = clearingRegister(form)
  const { errors } = form.formState
  const onSubmit = (values: TranslationValues) =>
    save.mutate(
      { kind, itemId, id, words: wordsToStore(fields, values.words), published: values.published },
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
      {fields.map((field) => {
        const props = { id: `en-${field.name}-${itemId}`, label: field.label, lang: 'en', error: errors.words?.[field.name]?.message, ...register(`words.${field.name}`) }
        return field.rows ? <TextAreaField key={field.name} rows={field.rows} {...props} /> : <TextField key={field.name} {...props} />
      })}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('published')} />
        Paskelbti vertimą (kitaip jis lieka juodraštis)
      </label>
      <TermsConsent />
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Išsaugoma...' : 'Išsaugoti vertimą'}
      </Button>
    </form>
  )
}
