import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '@/app/paths'
import { relatedArticles } from '../related-articles'
import { article, articleSummaries } from '@/testing/fixtures/articles'
import { renderWithProviders } from '@/testing/render'
import { ArticlePage } from './article-page'

const open = (slug: string, pageData: Record<string, unknown>) => renderWithProviders(<ArticlePage />, { route: `/naujienos/${slug}`, path: routePatterns.articleDetail, pageData })

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('ArticlePage', () => {
  it('shows the article with its byline, its body as safe Markdown, the entry it is about and related articles', () => {
    const related = { articles: relatedArticles(article, articleSummaries), entry: 'communities:mancesterio-lietuviu-bendruomene' }
    open(article.slug, { [`article:${article.slug}`]: article, [`article-related:${article.category}:${article.slug}`]: related })
    expect(screen.getByRole('heading', { level: 1, name: 'Visuotinis susirinkimas Mančesteryje' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Darbotvarkė' })).toBeInTheDocument()
    expect(screen.getByText('Rinkimai').tagName).toBe('STRONG')
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(document.body.querySelector('main script, article script')).toBeNull()
    expect(screen.getByText('2026 m. lapkričio 20 d.')).toHaveAttribute('dateTime', '2026-11-20T09:00:00Z')
    expect(within(screen.getAllByRole('article')[0]!).getByRole('link', { name: 'Mančesterio lietuvių bendruomenė' })).toHaveAttribute('href', '/bendruomene/mancesterio-lietuviu-bendruomene')
    const section = screen.getByRole('region', { name: 'Susiję straipsniai' })
    // About the same community first.
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)[0]).toBe('Kalėdinė mugė Mančesteryje')
  })

  it('gives link previews and search engines what they read: Open Graph, Twitter card and NewsArticle', () => {
    const withCover = { ...article, cover: articleSummaries[1]!.cover }
    open(article.slug, { [`article:${article.slug}`]: withCover, [`article-related:${article.category}:${article.slug}`]: { articles: [], entry: null } })
    expect(meta('meta[property="og:type"]')).toBe('article')
    expect(meta('meta[property="og:title"]')).toBe('Visuotinis susirinkimas Mančesteryje | Lietuviai JK')
    expect(meta('meta[property="og:description"]')).toBe('Bendruomenė kviečia narius į metinį susirinkimą.')
    expect(meta('meta[property="og:image"]')).toBe('http://127.0.0.1:54321/storage/v1/object/public/article-images/u1/vadoveliai.jpg')
    expect(meta('meta[property="og:url"]')).toMatch(/^https?:\/\/.+\/naujienos\/visuotinis-susirinkimas-mancesteryje$/)
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'Visuotinis susirinkimas Mančesteryje', datePublished: '2026-11-20T09:00:00Z', author: { name: 'Ona O.' } })
  })

  it('answers not found for a slug no published article has', () => {
    open('nera-tokio', { 'article:nera-tokio': null })
    expect(screen.getByRole('heading', { name: 'Straipsnis nerastas' })).toBeInTheDocument()
  })
})
