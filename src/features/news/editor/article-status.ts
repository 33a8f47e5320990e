/** The statuses of public.articles (supabase/migrations/20250601123500_articles.sql). */
export const articleStatuses = ['draft', 'pending', 'scheduled', 'published', 'archived', 'rejected'] as const

export type ArticleStatus = (typeof articleStatuses)[number]

export const isArticleStatus = (value: string): value is ArticleStatus => (articleStatuses as readonly string[]).includes(value)

/** One article's status, as its badge says it. */
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: 'Juodraštis',
  pending: 'Laukia patvirtinimo',
  scheduled: 'Suplanuotas',
  published: 'Paskelbtas',
  archived: 'Archyvuotas',
  rejected: 'Atmestas',
}

/** The list's filter, in the plural. */
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
