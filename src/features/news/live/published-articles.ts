/**
 * The published articles as the data API answers a read of `public.published_articles` (row-level
 * security and the view keep to articles whose time has come), and as the pages show them.
 */
import { entryPagePath, hasDirectoryPages } from '@/features/directory/directory-pages'
import { env } from '@/lib/env'
import { readAllPublic, readPublic } from '@/lib/public-rest'
import type { Article, ArticleSummary, NewsCategory } from '../article'
import { relatedArticles } from '../related-articles'
import { inPageLanguage, itemLanguage, type TranslationSource } from '@/lib/i18n/content-translations'

type ArticleWords = { title: string; lead: string; body: string; cover_alt: string }

/** The articles' English words: a list needs no body. */
const articleTranslations: TranslationSource<ArticleWords> = { table: 'article_translations', itemColumn: 'article_id', words: ['title', 'lead', 'body', 'cover_alt'] }
const summaryTranslations: TranslationSource<ArticleWords> = { ...articleTranslations, words: ['title', 'lead', 'cover_alt'] }

/** Rows in the page's language: on an English page each article's published English words where it has them. */
const inLanguage = (rows: readonly ArticleRow[], source: TranslationSource<ArticleWords>, signal: AbortSignal, askInLithuanian = false) =>
  inPageLanguage(rows, (row) => row.id, source, (row, words) => ({ ...row, ...words }), {
    signal,
    askInLithuanian,
    searchedBy: (words) => [words.title, words.lead],
  })

export type ArticleRow = {
  id: string
  slug: string
  title: string
  lead: string
  body?: string
  category: string
  cover_path: string | null
  cover_alt: string | null
  author_name: string | null
  publish_at: string
  updated_at: string
  entry_name: string | null
  entry_directory: string | null
  entry_slug: string | null
}

/** The columns a list of articles shows; an article's page adds its body. */
export const summaryColumns = 'id,slug,title,lead,category,cover_path,cover_alt,author_name,publish_at,updated_at,entry_name,entry_directory,entry_slug'

/** Where the portal's article pictures are served, relative to the project: a body names its pictures so. */
export const articleImagePath = '/storage/v1/object/public/article-images/'

/** Where a stored article picture is served (the public article-images bucket). */
export const articleImageUrl = (path: string) => `${env.supabaseUrl}${articleImagePath}${path.split('/').map(encodeURIComponent).join('/')}`

/** A picture in a body, as the page may load it: only from the portal's own article pictures. */
export function bodyImageSrc(url: string): string | null {
  const path = url.startsWith(env.supabaseUrl) ? url.slice(env.supabaseUrl.length) : url
  return path.startsWith(articleImagePath) && !path.includes('..') ? `${env.supabaseUrl}${path}` : null
}

export function summaryFromRow(row: ArticleRow): ArticleSummary {
  const entryPath = row.entry_directory && row.entry_slug && hasDirectoryPages(row.entry_directory) ? entryPagePath(row.entry_directory, row.entry_slug) : undefined
  return {
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category: row.category as NewsCategory,
    ...(row.cover_path ? { cover: { url: articleImageUrl(row.cover_path), alt: row.cover_alt ?? '' } } : {}),
    author: row.author_name,
    publishedAt: row.publish_at,
    updatedAt: row.updated_at,
    ...(row.entry_name && entryPath ? { entry: { name: row.entry_name, path: entryPath } } : {}),
  }
}

/**
 * The published articles, newest first, without their bodies (the newest `limit` of them when
 * given); for the search (`forSearch`) with their title and lead in the other language too.
 */
export async function loadPublishedArticles(signal: AbortSignal, { forSearch = false, limit }: { forSearch?: boolean; limit?: number } = {}): Promise<ArticleSummary[]> {
  const params = { select: summaryColumns, order: 'publish_at.desc,slug' }
  const rows = limit === undefined ? await readAllPublic<ArticleRow>('published_articles', params, signal) : await readPublic<ArticleRow>('published_articles', { ...params, limit: String(limit) }, signal)
  return (await inLanguage(rows, summaryTranslations, signal, forSearch)).map((row) => ({ ...summaryFromRow(row), ...itemLanguage(row) }))
}

/** One published article with its body, or null when no published article has the slug; it says whether it is in English too. */
export async function loadPublishedArticle(slug: string, signal: AbortSignal): Promise<Article | null> {
  // Only a well-formed slug reaches the API: anything else is simply not an article.
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null
  const rows = await readPublic<ArticleRow>('published_articles', { select: `${summaryColumns},body`, slug: `eq.${slug}` }, signal)
  const [row] = await inLanguage(rows, articleTranslations, signal, true)
  return row ? { ...summaryFromRow(row), body: row.body ?? '', ...itemLanguage(row) } : null
}

/** What an article's page shows to read next, and the entry it is about ('<directory>:<slug>'), whose articles it drew on. */
export type RelatedArticles = { articles: ArticleSummary[]; entry: string | null }

/**
 * Up to three articles to read next (relatedArticles' order), from two small reads of the newest
 * articles of the same entry and of the same category, not from every article: a page carries
 * only what it shows.
 */
export async function loadRelatedArticles(slug: string, category: string, signal: AbortSignal): Promise<RelatedArticles> {
  const [own] = await readPublic<Pick<ArticleRow, 'entry_directory' | 'entry_slug'>>('published_articles', { select: 'entry_directory,entry_slug', slug: `eq.${slug}` }, signal)
  const newest = { select: summaryColumns, slug: `neq.${slug}`, order: 'publish_at.desc,slug', limit: '3' }
  const entry = own?.entry_directory && own.entry_slug ? `${own.entry_directory}:${own.entry_slug}` : null
  const [sameEntry, sameCategory] = await Promise.all([
    entry && own ? readPublic<ArticleRow>('published_articles', { ...newest, entry_directory: `eq.${own.entry_directory}`, entry_slug: `eq.${own.entry_slug}` }, signal) : [],
    readPublic<ArticleRow>('published_articles', { ...newest, category: `eq.${category}` }, signal),
  ])
  const rows = [...sameEntry, ...sameCategory.filter((row) => !sameEntry.some((other) => other.id === row.id))]
  const summaries = (await inLanguage(rows, summaryTranslations, signal)).map((row) => ({ ...summaryFromRow(row), ...itemLanguage(row) }))
  const article = { slug, category: category as NewsCategory, entry: summaries.find((_, index) => index < sameEntry.length)?.entry }
  return { articles: relatedArticles(article, summaries), entry }
}
