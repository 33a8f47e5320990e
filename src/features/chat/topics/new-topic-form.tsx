import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TermsConsent } from '@/components/terms-consent'
import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { topicCategories, topicCategoryLabels } from '@/features/chat/topic-category'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { m } from '@/paraglide/messages'
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
      setFailure(writeError(error, m.chat_topic_create_failed()))
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="nauja-tema" className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h2 id="nauja-tema" className="text-lg font-semibold">
        {m.chat_new_topic()}
      </h2>
      <TextField id="topic-name" label={m.chat_topic_name()} autoFocus error={errors.name?.message} {...field('name')} />
      <SelectField id="topic-category" label={m.chat_topic_category()} error={errors.category?.message} {...field('category')}>
        <option value="">{m.chat_choose()}</option>
        {topicCategories.map((value) => (
          <option key={value} value={value}>
            {topicCategoryLabels()[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="topic-description" label={m.chat_topic_about()} rows={3} error={errors.description?.message} {...field('description')} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <TermsConsent />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? m.chat_creating() : m.chat_start_topic()}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.chat_cancel()}
        </Button>
      </div>
    </form>
  )
}
