/** The kinds of content public.content_reports takes (its target_kind check). */
export const reportKinds = [
  'event',
  'classified',
  'article',
  'chat_message',
  'entry_translation',
  'event_translation',
  'article_translation',
  'fact_translation',
  'entry_text',
  'member_name',
] as const

export type ReportKind = (typeof reportKinds)[number]

/**
 * What a report names. A page that knows the row's id gives it (a classified, a chat message, a
 * member's account for their name); a page that knows only its address gives that, and the id is
 * looked up when the report is sent, so no page carries ids it does not otherwise need.
 */
export type ReportTarget =
  | { kind: ReportKind; id: string }
  | { kind: 'event' | 'event_translation'; eventSlug: string }
  | { kind: 'article' | 'article_translation'; articleSlug: string }
  | { kind: 'entry_text' | 'entry_translation'; directory: string; entrySlug: string }

/** One thing a reader may report where the button is, as the dialog offers it ('Renginys', 'Vertimas į anglų kalbą'). */
export type ReportChoice = { target: ReportTarget; label: string }
