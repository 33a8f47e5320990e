import { useState } from 'react'
import { ImageOff } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { TextField } from '@/components/ui/text-field'
import { articleImageUrl } from '@/features/news/live/published-articles'
import type { ArticleForm } from './article-form'
import { imageUploadMessage, useArticleImageUpload } from './image-upload'
import { articleMessages } from './messages'
import { m } from '@/paraglide/messages'

/**
 * The cover: a picture uploaded (and its bytes checked) as soon as it is chosen, so the form and
 * the tab's draft hold only its name, and its description, required with a picture.
 */
export function CoverField({ form, id }: { form: ArticleForm; id: string }) {
  const upload = useArticleImageUpload()
  const [problem, setProblem] = useState<string>()
  const coverPath = form.watch('coverPath')
  const inputId = `${id}-cover`

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0]
    if (!file) return
    setProblem(undefined)
    try {
      const path = await upload.mutateAsync(file)
      form.setValue('coverPath', path, { shouldDirty: true })
    } catch (error) {
      setProblem(imageUploadMessage(error))
    } finally {
      // The same file may be chosen again after a refusal.
      input.value = ''
    }
  }

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{m.news_editor_cover()}</legend>
      {coverPath && (
        <div className="flex flex-wrap items-end gap-3">
          <img src={articleImageUrl(coverPath)} alt="" width={320} height={180} className="aspect-video w-full max-w-xs rounded-lg bg-slate-100 object-cover" />
          <Button variant="outline" size="sm" onClick={() => form.setValue('coverPath', '', { shouldDirty: true })}>
            <ImageOff aria-hidden /> {m.news_editor_cover_remove()}
          </Button>
        </div>
      )}
      <Field>
        <FieldLabel htmlFor={inputId}>{coverPath ? m.news_editor_cover_change() : m.news_editor_cover_picture()}</FieldLabel>
        <Input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-description${problem ? ` ${inputId}-error` : ''}`}
          onChange={(event) => void choose(event.currentTarget)}
        />
        <FieldDescription id={`${inputId}-description`}>
          <span aria-live="polite">{upload.isPending ? articleMessages.coverChecking : m.news_editor_cover_types()}</span>
        </FieldDescription>
        <FieldError id={`${inputId}-error`}>{problem}</FieldError>
      </Field>
      <TextField
        id={`${id}-cover-alt`}
        label={coverPath ? m.news_editor_cover_alt_required() : m.news_editor_cover_alt()}
        description={m.news_editor_cover_alt_hint()}
        error={form.formState.errors.coverAlt?.message}
        {...form.register('coverAlt')}
      />
    </fieldset>
  )
}
