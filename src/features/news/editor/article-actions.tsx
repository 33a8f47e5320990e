import { Archive, CalendarClock, FileText, Save, Send, SendHorizontal, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/text-field'
import { formatUkDateTime } from '@/lib/uk-time'
import type { ArticleForm } from './article-form'
import { fromLocalInput } from './article-form-schema'
import type { ArticleStatus } from './article-status'
import type { ArticleWriter } from './article-writer'
import { m } from '@/paraglide/messages'

/** What a button does with the form's values: the status it saves them with ('submit': for approval). */
export type SaveAction = 'draft' | 'save' | 'publish' | 'schedule' | 'submit'

type Actions = { save: SaveAction[]; archive: boolean; remove: boolean }

/** A manager's actions: their article waits for an administrator; once decided it is the administrators' to change. */
function managerActions(status: ArticleStatus | undefined): Actions {
  switch (status) {
    case undefined:
    case 'rejected':
      return { save: ['submit', 'draft'], archive: false, remove: false }
    case 'draft':
      return { save: ['submit', 'draft'], archive: false, remove: true }
    case 'pending':
      return { save: ['save', 'draft'], archive: false, remove: false }
    default:
      return { save: [], archive: false, remove: false }
  }
}

/** The actions an article offers in each status (none yet: a new one) to its writer. */
export function actionsFor(status: ArticleStatus | undefined, role: ArticleWriter['role'] = 'administrator'): Actions {
  if (role === 'manager') return managerActions(status)
  switch (status) {
    case undefined:
      return { save: ['draft', 'publish', 'schedule'], archive: false, remove: false }
    case 'draft':
      return { save: ['draft', 'publish', 'schedule'], archive: false, remove: true }
    case 'pending':
    case 'rejected':
      return { save: ['save', 'draft', 'publish', 'schedule'], archive: false, remove: false }
    case 'scheduled':
      return { save: ['schedule', 'publish', 'draft'], archive: false, remove: false }
    case 'published':
      return { save: ['save'], archive: true, remove: false }
    case 'archived':
      return { save: ['save', 'draft', 'publish'], archive: false, remove: false }
  }
}

type ArticleActionsProps = {
  form: ArticleForm
  id: string
  status: ArticleStatus | undefined
  role: ArticleWriter['role']
  busy: boolean
  onAction: (action: SaveAction) => void
  onArchive: () => void
  onDelete: () => void
}

/** The editor's buttons; scheduling has its own time, read as UK time and said back in the page's language. */
export function ArticleActions({ form, id, status, role, busy, onAction, onArchive, onDelete }: ArticleActionsProps) {
  const { save, archive, remove } = actionsFor(status, role)
  const publishAt = form.watch('publishAt')
  const chosen = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(publishAt) ? formatUkDateTime(fromLocalInput(publishAt)) : null
  const title = form.watch('title').trim()
  return (
    <div className="grid gap-4">
      {save.includes('schedule') && (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{m.news_editor_schedule_legend()}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-60 flex-1">
              <TextField
                id={`${id}-publish-at`}
                type="datetime-local"
                label={m.news_editor_publish_at_label()}
                description={<span aria-live="polite">{chosen ? `${m.news_editor_will_publish({ when: chosen })}.` : m.news_editor_publish_at_hint()}</span>}
                error={form.formState.errors.publishAt?.message}
                {...form.register('publishAt')}
              />
            </div>
            <Button variant="outline" disabled={busy} onClick={() => onAction('schedule')}>
              <CalendarClock aria-hidden /> {m.news_editor_schedule()}
            </Button>
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        {save.includes('submit') && (
          <Button variant="accent" disabled={busy} onClick={() => onAction('submit')}>
            <SendHorizontal aria-hidden /> {m.news_editor_submit()}
          </Button>
        )}
        {save.includes('save') && (
          <Button disabled={busy} onClick={() => onAction('save')}>
            <Save aria-hidden /> {m.news_editor_save_changes()}
          </Button>
        )}
        {save.includes('draft') && (
          <Button variant={(status === undefined || status === 'draft') && role === 'administrator' ? 'default' : 'outline'} disabled={busy} onClick={() => onAction('draft')}>
            <FileText aria-hidden /> {m.news_editor_save_draft()}
          </Button>
        )}
        {save.includes('publish') && (
          <Button variant="accent" disabled={busy} onClick={() => onAction('publish')}>
            <Send aria-hidden /> {m.news_editor_publish_now()}
          </Button>
        )}
        {archive && (
          <Button variant="outline" disabled={busy} onClick={onArchive}>
            <Archive aria-hidden /> {m.news_editor_archive()}
          </Button>
        )}
        {remove && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="text-red-700!" disabled={busy}>
                <Trash2 aria-hidden /> {m.news_editor_delete()}
              </Button>
            }
            title={m.news_editor_delete_title()}
            description={m.news_editor_delete_description({ title: title || m.news_editor_untitled() })}
            confirmLabel={m.news_editor_delete()}
            cancelLabel={m.news_editor_cancel()}
            onConfirm={onDelete}
          />
        )}
      </div>
    </div>
  )
}
