import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { ArrowDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

type MessageScrollerProps = {
  label: string
  /** Ids oldest first: what decides how the view moves when the list changes. */
  ids: readonly string[]
  children: ReactNode
  hasOlder: boolean
  isLoadingOlder: boolean
  onOlder: () => void
  /** Changes when the reader sends a message: the view then follows it to the bottom. */
  ownSendCount: number
}

/** How close to the bottom (px) still counts as reading the newest message. */
const BOTTOM_SLACK = 48

/**
 * The message log: it stays scrolled to the newest message unless the reader has scrolled up,
 * then offers 'Naujos žinutės'; older pages are added above without moving what the reader
 * sees. New messages are announced politely (role="log").
 */
export function MessageScroller({ label, ids, children, hasOlder, isLoadingOlder, onOlder, ownSendCount }: MessageScrollerProps) {
  const box = useRef<HTMLDivElement>(null)
  const isAtBottom = useRef(true)
  const previous = useRef({ first: ids[0], last: ids.at(-1), height: 0, sends: ownSendCount })
  const [hasUnseen, setHasUnseen] = useState(false)

  function scrollToBottom() {
    const element = box.current
    if (!element) return
    element.scrollTop = element.scrollHeight
    isAtBottom.current = true
    setHasUnseen(false)
  }

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const before = previous.current
    const first = ids[0]
    const last = ids.at(-1)
    if (ownSendCount !== before.sends || before.height === 0) {
      scrollToBottom()
    } else if (first !== before.first && last === before.last) {
      // An older page went in above: keep the same messages in view.
      element.scrollTop += element.scrollHeight - before.height
    } else if (last !== before.last) {
      if (isAtBottom.current) scrollToBottom()
      else setHasUnseen(true)
    }
    previous.current = { first, last, height: element.scrollHeight, sends: ownSendCount }
  }, [ids, ownSendCount])

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={box}
        role="log"
        aria-live="polite"
        aria-label={label}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget
          isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK
          if (isAtBottom.current) setHasUnseen(false)
        }}
        className="flex-1 overflow-y-auto p-4"
      >
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <Button variant="outline" size="sm" onClick={onOlder} disabled={isLoadingOlder}>
              {isLoadingOlder ? m.chat_loading() : m.chat_older()}
            </Button>
          </div>
        )}
        <ol className="space-y-3">{children}</ol>
      </div>
      {hasUnseen && (
        <Button size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-lg" onClick={scrollToBottom}>
          <ArrowDown aria-hidden /> {m.chat_newer()}
        </Button>
      )}
    </div>
  )
}
