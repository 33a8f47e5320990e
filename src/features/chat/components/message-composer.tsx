import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'

type MessageComposerProps = { label: string; placeholder: string; onSend: (text: string) => void; value?: string; onValueChange?: (value: string) => void }

/**
 * The chat input: Enter sends, Shift+Enter starts a new line, blank text is never sent, and the
 * box grows with its text up to 120 px.
 */
export function MessageComposer({ label, placeholder, onSend, value, onValueChange }: MessageComposerProps) {
  const id = useId()
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

  function send() {
    const trimmed = text.trim()
    if (!trimmed) return
    onSend(trimmed)
    setText('')
    requestAnimationFrame(grow)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <div className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={1}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
          grow()
        }}
        onKeyDown={handleKeyDown}
        className="max-h-[120px] min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm"
      />
      <Button onClick={send} disabled={!text.trim()} aria-label="Siųsti">
        <Send aria-hidden />
      </Button>
    </div>
  )
}
