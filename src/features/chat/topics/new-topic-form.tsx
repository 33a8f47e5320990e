import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { topicCategoryLabels } from '@/features/chat/topic-category'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { writeError } from '../room/mutations'
import { createTopic } from './mutations'
import { topicSchema, type TopicInput, type TopicValues } from './topic-schema'

type NewTopicFormProps = { onCreated: (slug: string) => void; onCancel: () => void }

const emptyValues: TopicInput = { name: '', category: '' as TopicInput['category'], description: '' }

/**
 * 'Pradėti temą': a title, a category and a few words; the new topic opens at once. Its own
 * chunk (react-hook-form, zod, supabase-js), loaded when a signed-in member asks for it.
 */
export function NewTopicForm({ onCreated, onCancel }: NewTopicFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<TopicInput, unknown, TopicValues>({ resolver: zodResolver(topicSchema), defaultValues: emptyValues, reValidateMode: 'onSubmit' })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await createTopic(values))
    } catch (error) {
      // What was typed stays; the database's own words say why (five topics an hour, a mute).
      setFailure(writeError(error, 'Nepavyko sukurti temos. Tai, ką įvedėte, liko formoje.'))
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="nauja-tema" className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h2 id="nauja-tema" className="text-lg font-semibold">
        Nauja tema
      </h2>
      <TextField id="topic-name" label="Pavadinimas" autoFocus error={errors.name?.message} {...field('name')} />
      <SelectField id="topic-category" label="Kategorija" error={errors.category?.message} {...field('category')}>
        <option value="">Pasirinkite…</option>
        {Object.entries(topicCategoryLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="topic-description" label="Apie ką ši tema (neprivaloma)" rows={3} error={errors.description?.message} {...field('description')} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Kuriama…' : 'Pradėti temą'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Atšaukti
        </Button>
      </div>
    </form>
  )
}
