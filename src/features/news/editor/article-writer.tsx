import { createContext, useContext } from 'react'
import type { OrganiserEntry } from '@/features/events/proposal/organiser-entries'

/**
 * Who writes in the editor. Administrators publish, schedule and archive and may link any
 * published entry; an entry's manager writes only about the entries they manage and asks for
 * approval (the database holds both to that: public.articles' policies and trigger).
 */
export type ArticleWriter = {
  id: string
  /** The byline of an article not yet saved, as the database will stamp it. */
  name: string | null
  role: 'administrator' | 'manager'
  /** A manager's entries: the only ones their articles may be about. */
  entries?: readonly OrganiserEntry[]
  /** Reads again the lists that show the writer's articles after a change. */
  onChanged: () => Promise<unknown>
}

export const ArticleWriterContext = createContext<ArticleWriter | null>(null)

export function useArticleWriter(): ArticleWriter {
  const writer = useContext(ArticleWriterContext)
  if (!writer) throw new Error('useArticleWriter needs an ArticleWriterContext provider')
  return writer
}

/** The byline's name the database stamps: the first name and the surname's initial. */
export function bylineName({ first_name, last_name }: { first_name: string | null; last_name: string | null }) {
  return [first_name, last_name ? `${last_name.charAt(0)}.` : null].filter(Boolean).join(' ') || null
}
