import { useState } from 'react'
import { ImagePlus } from 'lucide-react'
import { FieldError } from '@/components/ui/field'
import type { ArticleForm } from './article-form'
import { bodyImageMarkdown } from './body-rules'
import { imageUploadMessage, useArticleImageUpload } from './image-upload'
import { articleMessages } from './messages'
import { m } from '@/paraglide/messages'

/**
 * 'Įkelti paveikslėlį į tekstą': uploads a picture (checked as a cover is) and adds its Markdown
 * at the end of the body, the only kind of picture a body may have.
 */
export function BodyImageButton({ form, id }: { form: ArticleForm; id: string }) {
  const upload = useArticleImageUpload()
  const [problem, setProblem] = useState<string>()
  const inputId = `${id}-body-image`

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0]
    if (!file) return
    setProblem(undefined)
    try {
      const path = await upload.mutateAsync(file)
      const body = form.getValues('body').replace(/\s*$/, '')
      form.setValue('body', `${body}${body ? '\n\n' : ''}${bodyImageMarkdown(path)}\n`, { shouldDirty: true })
    } catch (error) {
      setProblem(imageUploadMessage(error))
    } finally {
      input.value = ''
    }
  }

  return (
    <div className="space-y-1">
      <label
        htmlFor={inputId}
        className="inline-flex min-h-8 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
      >
        <ImagePlus aria-hidden className="size-4" /> {upload.isPending ? articleMessages.coverChecking : m.news_editor_body_image()}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={upload.isPending}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <FieldError id={`${inputId}-error`}>{problem}</FieldError>
    </div>
  )
}
