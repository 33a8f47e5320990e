import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/intl-format'
import type { ChatMessageRow } from './chat-message-row'
import { MessageText } from './message-text'
import { HideForm } from './hide-form'
import { MuteForm } from './mute-form'
import { ReportButton } from '@/features/content-reports/report-button'
import { m } from '@/paraglide/messages'

/** Each action resolves to an error to show, or null when done. */
type Outcome = Promise<string | null>

type ChatMessageProps = {
  message: ChatMessageRow
  isOwn: boolean
  onEdit: (body: string) => Outcome
  onDelete: () => Outcome
  /** Administrators only: hide or show the message (with the reason its author is told), mute its author. */
  moderation?: { onHide: (hidden: boolean, reason: string) => Outcome; onMute: (hours: number) => Outcome }
}

type Panel = 'edit' | 'delete' | 'mute' | 'hide' | null

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()

/**
 * One message. Its author edits it in place (the text stays if saving fails) or deletes it;
 * others report it or its author's name; administrators hide it or mute its author. One panel
 * is open at a time, and closing it returns focus to the message's actions.
 */
export function ChatMessage({ message, isOwn, onEdit, onDelete, moderation }: ChatMessageProps) {
  const [panel, setPanel] = useState<Panel>(null)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const actions = useRef<HTMLDivElement>(null)
  const id = useId()
  const isDeleted = message.deleted_at !== null
  const isHidden = message.hidden_at !== null

  function close() {
    setPanel(null)
    setError(null)
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus())
  }

  async function run(action: () => Outcome, done: () => void = close) {
    setIsBusy(true)
    const failure = await action()
    setIsBusy(false)
    setError(failure)
    if (!failure) done()
  }

  const actionClass = cn('min-h-6 px-1 text-xs', isOwn ? 'text-white' : 'text-slate-800')

  return (
    <li className={cn('flex gap-2', isOwn && 'flex-row-reverse')}>
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
        {initials(message.author_name)}
      </span>
      <div
        className={cn(
          'max-w-[80%] min-w-0 rounded-2xl px-4 py-2',
          isOwn ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
          isHidden && 'outline-2 outline-amber-500 outline-dashed',
        )}
      >
        <p className={cn('text-xs font-semibold', isOwn ? 'text-brand-50' : 'text-slate-700')}>
          {isOwn ? m.chat_you() : message.author_name} · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          {message.edited_at && !isDeleted && <> · {m.chat_edited()}</>}
          {isHidden && <> · {m.chat_hidden()}</>}
        </p>
        {panel === 'edit' ? (
          <form
            className="mt-1 space-y-2"
            onSubmit={(event) => {
              event.preventDefault()
              const body = draft.trim()
              if (body) void run(() => onEdit(body))
            }}
          >
            <label htmlFor={`${id}-edit`} className="sr-only">
              {m.chat_edited_message()}
            </label>
            <textarea
              id={`${id}-edit`}
              autoFocus
              value={draft}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close()
              }}
              className="block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" variant="secondary" disabled={isBusy || !draft.trim()}>
                {m.chat_save()}
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={close}>
                {m.chat_cancel()}
              </Button>
            </div>
          </form>
        ) : (
          <p className={cn('break-words whitespace-pre-line', isDeleted && 'italic opacity-80')}>
            {isDeleted ? m.chat_deleted() : <MessageText text={message.body} />}
          </p>
        )}
        {panel === 'mute' && moderation && (
          <MuteForm
            authorName={message.author_name}
            onSubmit={async (hours) => {
              const failure = await moderation.onMute(hours)
              if (!failure) {
                setNotice(m.chat_muted())
                close()
              }
              return failure
            }}
            onCancel={close}
          />
        )}
        {panel === 'hide' && moderation && (
          <HideForm
            authorName={message.author_name}
            showing={isHidden}
            onSubmit={async (reason) => {
              const failure = await moderation.onHide(!isHidden, reason)
              if (!failure) {
                setNotice(isHidden ? m.chat_shown_notice() : m.chat_hidden_notice())
                close()
              }
              return failure
            }}
            onCancel={close}
          />
        )}
        {panel === 'delete' && (
          <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
            <span>{m.chat_delete_confirm()}</span>
            <Button size="sm" variant="destructive" disabled={isBusy} onClick={() => void run(onDelete)}>
              {m.chat_delete_yes()}
            </Button>
            <Button size="sm" variant="secondary" onClick={close}>
              {m.chat_no()}
            </Button>
          </div>
        )}
        {panel === null && !isDeleted && (
          <div ref={actions} className="mt-1 flex flex-wrap gap-1">
            {isOwn ? (
              <>
                <Button
                  size="sm"
                  variant="link"
                  className={actionClass}
                  onClick={() => {
                    setDraft(message.body)
                    setPanel('edit')
                  }}
                >
                  {m.chat_edit()}
                </Button>
                <Button size="sm" variant="link" className={actionClass} onClick={() => setPanel('delete')}>
                  {m.chat_delete()}
                </Button>
              </>
            ) : (
              <ReportButton
                variant="link"
                className={actionClass}
                name={m.chat_report_name({ name: message.author_name })}
                choices={[
                  { target: { kind: 'chat_message', id: message.id }, label: m.report_target_message() },
                  ...(message.author_id ? [{ target: { kind: 'member_name' as const, id: message.author_id }, label: m.report_target_author_name({ name: message.author_name }) }] : []),
                ]}
                onSent={() => setNotice(m.chat_reported())}
              />
            )}
            {moderation && (
              <Button size="sm" variant="link" className={actionClass} onClick={() => setPanel('hide')}>
                {isHidden ? m.chat_show_again() : m.chat_hide()}
              </Button>
            )}
            {moderation && !isOwn && (
              <Button size="sm" variant="link" className={actionClass} onClick={() => setPanel('mute')}>
                {m.chat_mute_author()}
              </Button>
            )}
          </div>
        )}
        {error && panel !== 'mute' && panel !== 'hide' && (
          <p id={`${id}-error`} role="alert" className={cn('mt-1 text-sm font-medium', isOwn ? 'text-white' : 'text-red-700')}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className={cn('mt-1 text-xs', isOwn ? 'text-brand-50' : 'text-slate-700')}>
            {notice}
          </p>
        )}
      </div>
    </li>
  )
}
