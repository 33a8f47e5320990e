import { describe, expect, it } from 'vitest'
import { SITEMAP_MAX_URLS, sitemapFiles } from './sitemap.mjs'

const page = (path: string) => ({ path, lastmod: null, alternates: null, inSitemap: true })

describe('sitemapFiles', () => {
  it('writes one sitemap.xml within the protocol’s limits, leaving out pages not meant for search engines', () => {
    const files = sitemapFiles('https://lietuviai.example.org', [page('/'), page('/renginiai'), { ...page('/en/mokykla/pasaka'), inSitemap: false }])
    expect([...files.keys()]).toEqual(['sitemap.xml'])
    const xml = files.get('sitemap.xml') ?? ''
    expect(xml.match(/<loc>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://lietuviai.example.org/renginiai</loc>')
  })

  it('becomes an index of files of at most 50,000 URLs each past that', () => {
    const pages = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => page(`/renginys/r-${i}`))
    const files = sitemapFiles('https://lietuviai.example.org', pages)
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(files.get('sitemap.xml')).toContain('<sitemapindex')
    expect(files.get('sitemap.xml')).toContain('<sitemap><loc>https://lietuviai.example.org/sitemap-2.xml</loc></sitemap>')
    expect(files.get('sitemap-1.xml')?.match(/<loc>/g)).toHaveLength(SITEMAP_MAX_URLS)
    expect(files.get('sitemap-2.xml')?.match(/<loc>/g)).toHaveLength(2)
  })
})
