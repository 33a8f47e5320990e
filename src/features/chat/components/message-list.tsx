import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type ShownMessage = { id: string; author: string; avatar: string; time: string; isOwn: boolean; body: ReactNode }

/** A live region: new messages are announced to screen readers; the view follows the newest. */
export function MessageList({ messages, label, className }: { messages: readonly ShownMessage[]; label: string; className?: string }) {
  const end = useRef<HTMLLIElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [messages.length])

  return (
    <div role="log" aria-live="polite" aria-label={label} className={cn('flex-1 overflow-y-auto p-4', className)}>
      <ol className="space-y-3">
      {messages.map((message) => (
        <li key={message.id} className={cn('flex gap-2', message.isOwn && 'flex-row-reverse')}>
          <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
            {message.avatar}
          </span>
          <div className={cn('max-w-[80%] rounded-2xl px-4 py-2', message.isOwn ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900')}>
            <p className={cn('text-xs font-semibold', message.isOwn ? 'text-brand-50' : 'text-slate-700')}>
              {message.author}
              {message.time && (
                <>
                  {' · '}
                  <time>{message.time}</time>
                </>
              )}
            </p>
            <div className="whitespace-pre-line">{message.body}</div>
          </div>
        </li>
      ))}
        <li ref={end} aria-hidden />
      </ol>
    </div>
  )
}
