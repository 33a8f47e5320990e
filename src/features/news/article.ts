import type { Locale } from '@/lib/i18n/locale'

/** The categories of /naujienos; 'Kelionės' gathers the travel articles /keliones shows too. */
export const newsCategories = ['Bendruomenė', 'Švietimas', 'Kultūra', 'Verslas', 'Teisė', 'Kelionės'] as const

export type NewsCategory = (typeof newsCategories)[number]

/** A published article as the news pages show it. */
export type ArticleSummary = {
  slug: string
  title: string
  lead: string
  category: NewsCategory
  /** The cover's public address and its text alternative; absent without a cover. */
  cover?: { url: string; alt: string }
  /** As the database stamped it from the author's profile. */
  author: string | null
  /** When it was published (ISO instant). */
  publishedAt: string
  updatedAt: string
  /** The directory entry it is about, when that entry is published. */
  entry?: { name: string; path: string }
  /** 'en' where an English page shows the article's translation; absent where its words are the Lithuanian original. */
  contentLocale?: Locale
  /** Whether a published English translation exists (asked on English pages and on the article's own page). */
  hasEnglish?: boolean
  /** The title and lead in the other language, for the search (where translated and asked). */
  otherWords?: string
}

/** An article with its body, for its own page. */
export type Article = ArticleSummary & { body: string }
