import { m } from '@/paraglide/messages'

/** The statuses of public.articles (supabase/migrations/20250601123500_articles.sql). */
export const articleStatuses = ['draft', 'pending', 'scheduled', 'published', 'archived', 'rejected'] as const

export type ArticleStatus = (typeof articleStatuses)[number]

export const isArticleStatus = (value: string): value is ArticleStatus => (articleStatuses as readonly string[]).includes(value)

/** One article's status, as its badge says it in the page's language (read when shown). */
export const articleStatusLabels: Record<ArticleStatus, string> = {
  get draft() {
    return m.news_status_draft()
  },
  get pending() {
    return m.news_status_pending()
  },
  get scheduled() {
    return m.news_status_scheduled()
  },
  get published() {
    return m.news_status_published()
  },
  get archived() {
    return m.news_status_archived()
  },
  get rejected() {
    return m.news_status_rejected()
  },
}

/** The administrators' list's filter, in the plural (their pages are only in Lithuanian). */
export const articleStatusFilterLabels: Record<ArticleStatus, string> = {
  draft: 'Juodraščiai',
  pending: 'Laukia patvirtinimo',
  scheduled: 'Suplanuoti',
  published: 'Paskelbti',
  archived: 'Archyvuoti',
  rejected: 'Atmesti',
}

export const articleStatusVariants = {
  draft: 'secondary',
  pending: 'accent',
  scheduled: 'outline',
  published: 'default',
  archived: 'secondary',
  rejected: 'destructive',
} as const satisfies Record<ArticleStatus, string>

/**
 * The status readers experience: a scheduled article whose time has passed is public even before
 * the database relabels it (public.content_revision() does that on the next poll).
 */
export function shownStatus(status: string, publishAt: string | null, now: Date = new Date()): ArticleStatus {
  if (status === 'scheduled' && publishAt && new Date(publishAt) <= now) return 'published'
  return isArticleStatus(status) ? status : 'draft'
}
