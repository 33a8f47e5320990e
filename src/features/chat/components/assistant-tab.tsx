import { useEffect, useRef, useState } from 'react'
import { Link } from '@/lib/routing'
import { Bot, BookOpen, Clock, Languages } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatTime } from '@/lib/intl-format'
import { m } from '@/paraglide/messages'
import type { Answer } from '../assistant/answer'
import { MessageComposer } from './message-composer'
import { MessageList, type ShownMessage } from './message-list'

/** The reply comes after one second. */
export const REPLY_DELAY_MS = 1000

const quickQuestions = [m.chat_quick_1, m.chat_quick_2, m.chat_quick_3, m.chat_quick_4, m.chat_quick_5, m.chat_quick_6]

const greeting = (): ShownMessage => ({ id: 'greeting', author: m.chat_tab_assistant(), avatar: 'AI', time: '', isOwn: false, body: m.chat_greeting() })

function replyBody(answer: Answer) {
  return (
    <>
      <p>{answer.text}</p>
      {answer.links.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {answer.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="font-medium text-brand-800 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function AssistantTab() {
  const [messages, setMessages] = useState<ShownMessage[]>(() => [greeting()])
  const [draft, setDraft] = useState('')
  const [isThinking, setIsThinking] = useState(false)
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), [])

  function ask(question: string) {
    const now = formatTime(new Date())
    setMessages((all) => [...all, { id: `q-${Date.now()}`, author: m.chat_you(), avatar: m.chat_you_initials(), time: now, isOwn: true, body: question }])
    setIsThinking(true)
    // The directory loads on the first question, not with the chat page.
    const answer = import('../assistant/answer').then((module) => module.answerFromPublishedDirectory(question))
    timers.current.push(
      window.setTimeout(() => {
        void answer.then((reply) => {
          setMessages((all) => [...all, { id: `a-${Date.now()}`, author: m.chat_tab_assistant(), avatar: 'AI', time: formatTime(new Date()), isOwn: false, body: replyBody(reply) }])
          setIsThinking(false)
        })
      }, REPLY_DELAY_MS),
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="asistentas" className="flex h-[600px] flex-col rounded-xl border border-slate-200">
        <div className="flex items-center gap-2 border-b border-slate-200 p-4">
          <Bot aria-hidden className="size-6 text-brand-700" />
          <div>
            <h2 id="asistentas" className="font-semibold">
              {m.chat_assistant_title()}
            </h2>
            <p className="text-xs text-slate-700">{m.chat_assistant_subtitle()}</p>
          </div>
        </div>
        <MessageList messages={messages} label={m.chat_assistant_log()} />
        {isThinking && <p className="px-4 pb-2 text-sm text-slate-700">{m.chat_assistant_typing()}</p>}
        <MessageComposer label={m.chat_assistant_question()} placeholder={m.chat_assistant_placeholder()} value={draft} onValueChange={setDraft} onSend={ask} />
      </section>
      <aside className="space-y-6" aria-label={m.chat_assistant_about()}>
        <div className="rounded-xl border border-slate-200 p-5">
          <h2 className="font-semibold">{m.chat_assistant_can()}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-800">
            <li className="flex gap-2">
              <Languages aria-hidden className="size-4 shrink-0 text-brand-700" /> {m.chat_assistant_languages()}
            </li>
            <li className="flex gap-2">
              <BookOpen aria-hidden className="size-4 shrink-0 text-brand-700" /> {m.chat_assistant_links()}
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden className="size-4 shrink-0 text-brand-700" /> {m.chat_assistant_always()}
            </li>
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 p-5">
          <h2 className="font-semibold">{m.chat_quick_questions()}</h2>
          <ul className="mt-3 space-y-2">
            {quickQuestions.map((text) => text()).map((question) => (
              <li key={question}>
                <Button variant="outline" size="sm" className="h-auto! w-full justify-start! text-left whitespace-normal!" onClick={() => setDraft(question)}>
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  )
}
