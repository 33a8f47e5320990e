import { newsCategories } from '@/features/news/article'
import { hasHtmlTags } from '@/lib/plain-text'
import type { Tables, TablesInsert } from '@/lib/supabase/database.types'
import { fromUkDateTime } from '@/lib/uk-time'
import { toUkDateTime } from '@/lib/uk-clock'
import { z } from '@/lib/zod'
import { m } from '@/paraglide/messages'
import { bodyProblem, characterCount } from './body-rules'

/** What the editor reads of an article (everything but the decision's stamps). */
export type EditedArticle = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'lead' | 'body' | 'category' | 'cover_path' | 'cover_alt' | 'entry_id' | 'status' | 'publish_at' | 'author_name' | 'rejection_reason' | 'updated_at'
>

export const editedColumns = 'id, slug, title, lead, body, category, cover_path, cover_alt, entry_id, status, publish_at, author_name, rejection_reason, updated_at'

// The database's words (private.refuse_bad_article, private.article_slug), so a message reads the
// same whichever side refuses; on an English page, in English (each read when shown).
export const articleFormMessages = {
  get title() {
    return m.news_form_title()
  },
  get lead() {
    return m.news_form_lead()
  },
  get category() {
    return m.news_form_category()
  },
  get slug() {
    return m.news_form_slug()
  },
  get slugTaken() {
    return m.news_form_slug_taken()
  },
  get coverAlt() {
    return m.news_form_cover_alt()
  },
  get coverAltTooLong() {
    return m.news_form_cover_alt_too_long()
  },
  get titleMarkup() {
    return m.news_form_title_markup()
  },
  get leadMarkup() {
    return m.news_form_lead_markup()
  },
  get coverAltMarkup() {
    return m.news_form_cover_alt_markup()
  },
  get publishAt() {
    return m.news_form_publish_at()
  },
  get scheduleMissing() {
    return m.news_form_schedule_missing()
  },
  get schedulePast() {
    return m.news_form_schedule_past()
  },
}

/** A bounded plain text: trimmed length within bounds, no HTML tags, as the database counts. */
const plain = (min: number, max: number, tooShortOrLong: () => string, markup: () => string) =>
  z
    .string()
    .refine(
      (value) => {
        const length = characterCount(value.trim())
        return length >= min && length <= max
      },
      { error: tooShortOrLong },
    )
    .refine((value) => !hasHtmlTags(value), { error: markup })
    .transform((value) => value.trim())

/** A `datetime-local` value (yyyy-mm-ddThh:mm), read in UK time. */
const localDateTime = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/

/** The editor's form: every field as the inputs hold it, kept in the tab's session storage as typed. */
export const articleFormSchema = z
  .object({
    title: plain(3, 160, () => articleFormMessages.title, () => articleFormMessages.titleMarkup),
    slug: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 90), { error: () => articleFormMessages.slug }),
    lead: plain(10, 400, () => articleFormMessages.lead, () => articleFormMessages.leadMarkup),
    category: z.enum(newsCategories, { error: () => articleFormMessages.category }),
    entryId: z.string(),
    coverPath: z.string(),
    coverAlt: z
      .string()
      .refine((value) => characterCount(value) <= 200, { error: () => articleFormMessages.coverAltTooLong })
      .refine((value) => !hasHtmlTags(value), { error: () => articleFormMessages.coverAltMarkup })
      .transform((value) => value.trim()),
    body: z.string().superRefine((value, context) => {
      const problem = bodyProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
    publishAt: z.string().refine((value) => value === '' || localDateTime.test(value), { error: () => articleFormMessages.publishAt }),
  })
  .refine((values) => !values.coverPath || values.coverAlt.trim() !== '', {
    path: ['coverAlt'],
    error: () => articleFormMessages.coverAlt,
    // Said with the other fields' messages, not only once they are all right.
    when: ({ value }) => {
      const { coverPath, coverAlt } = value as { coverPath?: unknown; coverAlt?: unknown }
      return typeof coverPath === 'string' && typeof coverAlt === 'string'
    },
  })

export type ArticleFormValues = z.input<typeof articleFormSchema>
export type ArticleValues = z.output<typeof articleFormSchema>

export const emptyArticle: ArticleFormValues = {
  title: '',
  slug: '',
  lead: '',
  category: '' as ArticleFormValues['category'],
  entryId: '',
  coverPath: '',
  coverAlt: '',
  body: '',
  publishAt: '',
}

/** Where this tab keeps an article's form while it is typed: one key per article, 'new' for one not yet saved. */
export const articleDraftKey = (id: string | 'new') => `lietuviai-jk:article:${id}`

/** A stored instant as the `datetime-local` input shows it, in UK time. */
export function toLocalInput(instant: string | null): string {
  if (!instant) return ''
  const { date, time } = toUkDateTime(instant)
  return `${date}T${time}`
}

/** The instant (ISO) of a `datetime-local` value read as UK time. */
export function fromLocalInput(value: string): string {
  const [date = '', time = ''] = value.split('T')
  return fromUkDateTime(date, time)
}

/** The form's values for a stored article. */
export function articleFormValues(article: EditedArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    lead: article.lead,
    category: article.category as ArticleFormValues['category'],
    entryId: article.entry_id ?? '',
    coverPath: article.cover_path ?? '',
    coverAlt: article.cover_alt ?? '',
    body: article.body,
    publishAt: toLocalInput(article.publish_at),
  }
}

/** The columns the editor writes; the status and publication time are the action's. */
export type ArticleWrite = Pick<TablesInsert<'articles'>, 'title' | 'slug' | 'lead' | 'body' | 'category' | 'cover_path' | 'cover_alt' | 'entry_id' | 'status' | 'publish_at'>

/** The row for validated values; an empty address is derived from the title by the database. */
export function articleFromValues(values: ArticleValues): Omit<ArticleWrite, 'status' | 'publish_at'> {
  return {
    title: values.title,
    slug: values.slug,
    lead: values.lead,
    body: values.body,
    category: values.category,
    cover_path: values.coverPath || null,
    cover_alt: values.coverPath ? values.coverAlt : null,
    entry_id: values.entryId || null,
  }
}

/**
 * When a scheduled article is to be published: the input read as UK time, still ahead of `now`;
 * otherwise the message the field shows.
 */
export function scheduledInstant(publishAt: string, now: Date = new Date()): { instant: string } | { problem: string } {
  if (!localDateTime.test(publishAt)) return { problem: articleFormMessages.scheduleMissing }
  const instant = fromLocalInput(publishAt)
  return new Date(instant) > now ? { instant } : { problem: articleFormMessages.schedulePast }
}
