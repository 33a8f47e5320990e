import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type MessageComposerProps = {
  label: string
  placeholder: string
  /** Sending may take time: resolving to false (not sent) keeps the text in the box. */
  onSend: (text: string) => void | Promise<boolean>
  value?: string
  onValueChange?: (value: string) => void
  maxLength?: number
  /** Why the last send failed, shown under the box and read with it. */
  error?: string | null
  /** A line under the box: what sending to other people means (the terms they agree to). */
  note?: ReactNode
}

/**
 * The chat input: Enter sends, Shift+Enter starts a new line, blank text is never sent, the
 * text stays until it is sent, and the box grows with its text up to 120 px. Focus stays in it.
 */
export function MessageComposer({ label, placeholder, onSend, value, onValueChange, maxLength, error, note }: MessageComposerProps) {
  const id = useId()
  const [isSending, setIsSending] = useState(false)
  const [blankError, setBlankError] = useState<string | null>(null)
  const shownError = blankError ?? error
  const [ownText, setOwnText] = useState('')
  const text = value ?? ownText
  const setText = onValueChange ?? setOwnText
  const box = useRef<HTMLTextAreaElement>(null)

  function grow() {
    const element = box.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${Math.min(element.scrollHeight, 120)}px`
  }

  async function send() {
    const trimmed = text.trim()
    if (isSending) return
    if (!trimmed) {
      setBlankError(m.chat_blank())
      return
    }
    setBlankError(null)
    setIsSending(true)
    const sent = await onSend(trimmed)
    setIsSending(false)
    if (sent === false) return
    setText('')
    requestAnimationFrame(grow)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <div className="border-t border-slate-200 p-3">
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
      <div className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={1}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={shownError ? `${id}-error` : undefined}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setBlankError(null)
          grow()
        }}
        onKeyDown={handleKeyDown}
        className="max-h-[120px] min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm"
      />
      <Button onClick={() => void send()} disabled={isSending} aria-label={m.chat_send()}>
        <Send aria-hidden />
      </Button>
      </div>
      {note}
    </div>
  )
}
