import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, Eye, EyeOff } from 'lucide-react'
import { TermsConsent } from '@/components/terms-consent'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { clearDraft, readDraft, useKeepDraft } from '@/hooks/use-session-draft'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { formatUkDateTime } from '@/lib/uk-time'
import { toUkDateTime } from '@/lib/uk-clock'
import { m } from '@/paraglide/messages'
import { ArticleActions, actionsFor, type SaveAction } from './article-actions'
import type { ArticleForm } from './article-form'
import { ArticleFields } from './article-fields'
import {
  articleDraftKey,
  articleFormSchema,
  articleFormValues,
  articleFromValues,
  emptyArticle,
  scheduledInstant,
  toLocalInput,
  type ArticleFormValues,
  type ArticleValues,
  type ArticleWrite,
  type EditedArticle,
} from './article-form-schema'
import { ArticlePreview } from './article-preview'
import { useArticleWriter } from './article-writer'
import { articleStatusLabels, articleStatusVariants, shownStatus } from './article-status'
import { articleMessages } from './messages'
import { useDeleteDraft, useSaveArticle } from './mutations'
import { articleRefusal } from './save-refusal'
import { useAutosave } from './use-autosave'

type ArticleEditorProps = {
  /** The stored article; none for a new one. */
  article: EditedArticle | null
  /** A new article was saved: the editor goes on with it. */
  onCreated: (id: string) => void
  onClose: () => void
}

const json = (values: ArticleFormValues) => JSON.stringify(values)

/** Keeps values under a key of the tab's session storage (as the draft keeper does). */
function keepInTab(key: string, values: ArticleFormValues) {
  try {
    sessionStorage.setItem(key, json(values))
  } catch {
    // Storage full or blocked: the form still holds the values.
  }
}

/**
 * Writes one article. What is typed is kept in the tab's session storage until it is saved, so
 * a reload, leaving the page or a refusal loses nothing; an existing draft is saved by itself
 * once the writer stops typing (if the database would take it). An administrator's buttons save
 * it as a draft, publish it now, schedule, archive or delete it; a manager's save a draft, send
 * it for approval or delete a draft.
 */
export function ArticleEditor({ article, onCreated, onClose }: ArticleEditorProps) {
  const id = useId()
  const writer = useArticleWriter()
  const key = articleDraftKey(article?.id ?? 'new')
  const [stored] = useState(() => (article ? articleFormValues(article) : emptyArticle))
  const [initial] = useState(() => readDraft(key, stored))
  const [restored, setRestored] = useState(() => json(initial) !== json(stored))
  const form = useForm<ArticleFormValues, unknown, ArticleValues>({ resolver: zodResolver(articleFormSchema), defaultValues: initial, mode: 'onTouched' })
  useKeepDraft(key, form.watch)
  const save = useSaveArticle()
  const remove = useDeleteDraft()
  const [refusal, setRefusal] = useState<string>()
  const [autosaveNote, setAutosaveNote] = useState('')
  const [showPreview, setShowPreview] = useState(false)
  const lastSaved = useRef(json(stored))
  const heading = useRef<HTMLHeadingElement>(null)
  const status = article ? shownStatus(article.status, article.publish_at) : undefined
  const busy = save.isPending || remove.isPending

  useEffect(() => heading.current?.focus(), [])

  /** Saves the values with the action's status; resolves to the saved row, or null when refused (the values stay). */
  async function persist(action: SaveAction, values: ArticleValues, { quiet = false } = {}): Promise<EditedArticle | null> {
    let publication: Pick<ArticleWrite, 'status' | 'publish_at'> = {}
    if (action === 'draft') publication = { status: 'draft' }
    if (action === 'submit') publication = { status: 'pending' }
    // Without a time the database publishes it at its own now(), which no device clock can put ahead.
    if (action === 'publish') publication = { status: 'published', publish_at: null }
    if (action === 'schedule') {
      const when = scheduledInstant(values.publishAt)
      if ('problem' in when) {
        form.setError('publishAt', { message: when.problem }, { shouldFocus: true })
        return null
      }
      publication = { status: 'scheduled', publish_at: when.instant }
    }
    // A manager writes about one of their entries (the database refuses anything else too).
    if (writer.role === 'manager' && !values.entryId) {
      form.setError('entryId', { message: articleMessages.entryRequired }, { shouldFocus: !quiet })
      return null
    }
    const submitted = json(form.getValues())
    const row = { ...articleFromValues(values), ...publication }
    let saved: EditedArticle
    try {
      saved = await save.mutateAsync(article ? { id: article.id, row } : { row: { ...row, status: publication.status ?? 'draft' } })
    } catch (error) {
      const refused = articleRefusal(error)
      setRefusal(refused.message)
      if (refused.field) form.setError(refused.field, { message: refused.message }, { shouldFocus: !quiet })
      return null
    }
    setRefusal(undefined)
    setRestored(false)
    const unchanged = json(form.getValues()) === submitted
    // The database decides the address (from the title when left empty) and the publication time.
    if (form.getValues('slug') !== saved.slug) form.setValue('slug', saved.slug)
    if (saved.publish_at && form.getValues('publishAt') !== toLocalInput(saved.publish_at)) form.setValue('publishAt', toLocalInput(saved.publish_at))
    const now = form.getValues()
    const savedValues: ArticleFormValues = { ...(JSON.parse(submitted) as ArticleFormValues), slug: now.slug, publishAt: now.publishAt }
    lastSaved.current = json(savedValues)
    if (article) {
      // Typed while saving: still only in the tab, kept there.
      if (unchanged) clearDraft(key)
    } else {
      clearDraft(key)
      if (!unchanged) keepInTab(articleDraftKey(saved.id), now)
      onCreated(saved.id)
    }
    return saved
  }

  async function runAction(action: SaveAction, values: ArticleValues) {
    const saved = await persist(action, values)
    if (!saved) return
    setAutosaveNote('')
    const title = saved.title
    if (saved.status === 'published') void notify.success(messages.success, articleMessages.published(title))
    else if (saved.status === 'scheduled' && saved.publish_at) void notify.success(messages.success, articleMessages.scheduled(title, formatUkDateTime(saved.publish_at)))
    else if (saved.status === 'draft') void notify.success(messages.success, articleMessages.savedDraft(title))
    else if (saved.status === 'pending') void notify.success(messages.success, articleMessages.submitted(title))
    else void notify.success(messages.success, articleMessages.saved(title))
  }

  useAutosave({
    form,
    enabled: article?.status === 'draft' && !busy,
    lastSaved: () => lastSaved.current,
    onSave: (values) => {
      void persist('draft', values, { quiet: true }).then((saved) =>
        setAutosaveNote(saved ? articleMessages.autosaved(toUkDateTime(saved.updated_at).time) : articleMessages.autosaveFailed),
      )
    },
    onInvalid: () => setAutosaveNote(articleMessages.keptLocally),
  })

  async function archive() {
    if (!article) return
    try {
      const saved = await save.mutateAsync({ id: article.id, row: { status: 'archived' } })
      setRefusal(undefined)
      void notify.success(messages.success, articleMessages.archived(saved.title))
    } catch (error) {
      setRefusal(articleRefusal(error).message)
    }
  }

  function deleteDraft() {
    if (!article) return
    remove.mutate(article.id, {
      onSuccess: () => {
        clearDraft(key)
        void notify.success(messages.success, articleMessages.deleted(article.title))
        onClose()
      },
      onError: () => setRefusal(articleMessages.deleteFailed),
    })
  }

  function discardRestored() {
    // Reset first: the draft keeper saves every change, the reset's values too.
    form.reset(stored)
    clearDraft(key)
    setRestored(false)
  }

  const [defaultAction] = actionsFor(status, writer.role).save

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold [overflow-wrap:anywhere]">
            {article ? m.news_editor_edit_heading({ title: article.title }) : m.news_editor_new_heading()}
          </h2>
          {article && status && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge variant={articleStatusVariants[status]}>{articleStatusLabels[status]}</Badge>
              {article.publish_at && (status === 'scheduled' || status === 'published' || status === 'archived') && (
                <span>
                  {status === 'scheduled'
                    ? m.news_editor_will_publish({ when: formatUkDateTime(article.publish_at) })
                    : m.news_editor_published_on({ when: formatUkDateTime(article.publish_at) })}
                </span>
              )}
              {article.author_name && <span>{m.news_editor_author({ name: article.author_name })}</span>}
            </p>
          )}
          {article?.status === 'rejected' && article.rejection_reason && <p className="text-sm text-slate-800">{m.news_editor_rejection_reason({ reason: article.rejection_reason })}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-pressed={showPreview} onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {m.news_preview()}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            <ArrowLeft aria-hidden /> {m.news_editor_back_to_list()}
          </Button>
        </div>
      </div>
      {restored && (
        <p role="note" className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900">
          {articleMessages.restored}
          <Button variant="outline" size="sm" onClick={discardRestored}>
            {m.news_editor_discard_restored()}
          </Button>
        </p>
      )}
      {writer.role === 'manager' && status && actionsFor(status, 'manager').save.length === 0 && (
        <p role="note" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
          {articleMessages.readOnly}
        </p>
      )}
      <div className={showPreview ? 'grid items-start gap-8 xl:grid-cols-2' : undefined}>
        <form noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void form.handleSubmit((submitted) => runAction(defaultAction ?? 'save', submitted))(event)} className="grid gap-6">
          <p className="text-sm text-slate-700">{m.news_editor_required_note()}</p>
          {writer.role === 'manager' && <p className="text-sm text-slate-700">{articleMessages.managerNote}</p>}
          <ArticleFields form={form} id={id} />
          <FormAlert id={`${id}-refusal`}>{refusal}</FormAlert>
          {/* A manager's article is a member's contribution; administrators write for the operator. */}
          {writer.role === 'manager' && <TermsConsent />}
          <ArticleActions
            form={form}
            id={id}
            status={status}
            role={writer.role}
            busy={busy}
            onAction={(action) => void form.handleSubmit((submitted) => runAction(action, submitted))()}
            onArchive={() => void archive()}
            onDelete={deleteDraft}
          />
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {autosaveNote}
          </p>
        </form>
        {showPreview && (
          <section aria-label={m.news_editor_preview_label()} className="space-y-2 xl:sticky xl:top-4">
            <p className="text-sm text-slate-700">{m.news_editor_preview_note()}</p>
            <LivePreview form={form} author={article?.author_name || writer.name} publishedAt={article?.publish_at ?? new Date().toISOString()} />
          </section>
        )}
      </div>
    </section>
  )
}

/** The preview of what is typed now (only it renders again on every keystroke). */
function LivePreview({ form, author, publishedAt }: { form: ArticleForm; author: string | null; publishedAt: string }) {
  const values = useWatch({ control: form.control }) as ArticleFormValues
  return <ArticlePreview values={values} author={author} publishedAt={publishedAt} />
}
