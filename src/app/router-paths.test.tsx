import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { directoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { fixtureEntriesOf } from '@/testing/fixtures/directory'
import { directoryKeys } from '@/features/directory/entry'
import { fixedPaths, isBuiltByPaths, pathBuilders, patternValues } from '@/testing/app-paths'
import { paths, routePatterns } from './paths'
import { fixedPublicPaths, listUnlistedPrerenderRoutes, publicPagesFrom } from './prerender-routes'
import { Switch } from '@/lib/routing'
import { AppRoutes } from './router'
import { localeOfPath, pathWithoutLocale } from '@/lib/i18n/locale'

/** A route of the table: its path (a pattern, an expression for a group, none for the 404 page) and the routes inside it. */
type TableRoute = { path: string | RegExp | undefined; inner: TableRoute[] }
type Props = { children?: ReactNode; path?: string | RegExp }

/** The routes of the first Switch below `node`, in order, each with the routes of a Switch inside it. */
function switchRoutes(node: ReactNode): TableRoute[] {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<Props>(child)) continue
    if (child.type === Switch) {
      return Children.toArray(child.props.children)
        .filter((route): route is ReactElement<Props> => isValidElement<Props>(route))
        .map((route) => ({ path: route.props.path, inner: switchRoutes(route.props.children) }))
    }
    // A layout around the table is a component of ours: look at what it is given.
    const found = switchRoutes(child.props.children)
    if (found.length) return found
  }
  return []
}

/** The table the app runs on, as `<AppRoutes>` declares it. */
const routes = switchRoutes(AppRoutes())

function routePaths(table: readonly TableRoute[]): string[] {
  return table.flatMap((route) => [...(typeof route.path === 'string' ? [route.path] : []), ...routePaths(route.inner)])
}

const declared = routePaths(routes)

const matches = (pattern: string | RegExp, url: string) =>
  pattern instanceof RegExp ? pattern.test(url) : new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(url)

/** The path of the route that renders `url`, as the Switch picks it (the first that matches); '*' is the 404 page. */
function routeOf(url: string, table: readonly TableRoute[] = routes): string | undefined {
  for (const route of table) {
    if (route.path === undefined) return '*'
    if (!matches(route.path, url)) continue
    return route.inner.length ? routeOf(url, route.inner) : (route.path as string)
  }
  return undefined
}

describe('the route table', () => {
  it('declares each route once, at a path or pattern of paths.ts', () => {
    expect(declared.length).toBeGreaterThan(20)
    expect(new Set(declared).size).toBe(declared.length)
    for (const path of declared) expect([...fixedPaths, ...patternValues], `route ${path}`).toContain(path)
  })

  it('routes every path of paths.ts, and uses every pattern', () => {
    for (const path of fixedPaths) expect(declared, `paths: ${path}`).toContain(path)
    for (const pattern of patternValues) expect(declared, `routePatterns: ${pattern}`).toContain(pattern)
  })

  it("routes what each path builder makes to one of routePatterns' patterns, not the 404 page", () => {
    for (const build of pathBuilders) expect(patternValues, build('pavyzdys')).toContain(routeOf(build('pavyzdys')))
  })
})

/** Pages with no place in sitemap.xml: forms, aliases, the signed-in and admin areas, the benchmark's page. */
const notInSitemap = new Set<string>([
  paths.essentialInfoAlias,
  paths.eventProposal,
  paths.classifiedNew,
  paths.reference,
  paths.account,
  paths.passwordReset,
  paths.emailUnsubscribe,
  ...Object.values(paths.admin),
])

describe('the prerendered pages and sitemap.xml', () => {
  // The published directory as the data API lists it: every fixture entry.
  const published = directoryKeys
    .flatMap((directory) => fixtureEntriesOf(directory).map(({ slug }) => ({ directory, slug })))
    .map((entry, index) => ({ ...entry, id: `id-${index}`, updated_at: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00Z` }))
  const allPages = publicPagesFrom(published)
  const pages = allPages.filter(({ path }) => localeOfPath(path) === 'lt')
  const listed = pages.map(({ path }) => path)
  const prerendered = [...allPages.map(({ path }) => path), ...listUnlistedPrerenderRoutes()]

  it('prerenders only pages paths.ts builds and the router renders, each once', () => {
    expect(new Set(prerendered).size).toBe(prerendered.length)
    for (const url of prerendered.map(pathWithoutLocale)) {
      expect(isBuiltByPaths(url), url).toBe(true)
      expect(routeOf(url), url).not.toBe('*')
    }
  })

  it('lists every page in English too; only a page whose content is English is an alternate and in sitemap.xml', () => {
    const school = published.find(({ directory }) => directory === 'schools')!
    const path = paths.schools.detail(school.slug)
    const withTranslation = publicPagesFrom(published, [], [], [], { entries: [{ item_id: school.id, updated_at: '2026-12-01T10:00:00Z' }] })
    expect(allPages.map(({ path }) => path)).toEqual(pages.flatMap((page) => [page.path, page.path === '/' ? '/en' : `/en${page.path}`]))
    expect(allPages).toContainEqual({ path: '/en/apie-mus', lastmod: null, alternates: { lt: '/apie-mus', en: '/en/apie-mus' }, inSitemap: true })
    // The legal pages in both languages, each naming the other.
    for (const path of ['/privatumo-politika', '/naudojimo-salygos']) {
      const alternates = { lt: path, en: `/en${path}` }
      expect(allPages).toContainEqual({ path, lastmod: null, alternates, inSitemap: true })
      expect(allPages).toContainEqual({ path: `/en${path}`, lastmod: null, alternates, inSitemap: true })
    }
    expect(allPages).toContainEqual({ path: `/en${path}`, lastmod: school.updated_at, alternates: null, inSitemap: false })
    expect(allPages).toContainEqual({ path, lastmod: school.updated_at, alternates: null, inSitemap: true })
    const alternates = { lt: path, en: `/en${path}` }
    expect(withTranslation).toContainEqual({ path: `/en${path}`, lastmod: '2026-12-01T10:00:00Z', alternates, inSitemap: true })
    expect(withTranslation).toContainEqual({ path, lastmod: '2026-12-01T10:00:00Z', alternates, inSitemap: true })
  })

  it('names an event or article as English only where its translation is published; a classified never', () => {
    const event = { id: 'e1', slug: 'kuciu-vakarone', updated_at: '2026-12-01T10:00:00Z' }
    const article = { id: 'a1', slug: 'nauja-mokykla', updated_at: '2026-12-02T10:00:00Z' }
    const classified = { id: 'c1', updated_at: '2026-12-03T10:00:00Z' }
    const translated = publicPagesFrom([], [event], [classified], [article], { events: [{ item_id: 'e1', updated_at: '2026-12-04T10:00:00Z' }] })
    const eventPath = paths.event(event.slug)
    expect(translated).toContainEqual({ path: `/en${eventPath}`, lastmod: '2026-12-04T10:00:00Z', alternates: { lt: eventPath, en: `/en${eventPath}` }, inSitemap: true })
    expect(translated).toContainEqual({ path: `/en${paths.article(article.slug)}`, lastmod: article.updated_at, alternates: null, inSitemap: false })
    expect(translated).toContainEqual({ path: `/en${paths.classified('c1')}`, lastmod: classified.updated_at, alternates: null, inSitemap: false })
  })

  it("lists every public page of paths.ts and each published directory entry's page, and nothing private", () => {
    for (const path of fixedPaths) expect(listed.includes(path), path).toBe(!notInSitemap.has(path))
    for (const key of directoryKeys) {
      const { detail }: DirectoryPages = directoryPages[key]
      if (!detail) continue
      for (const { slug } of published.filter((entry) => entry.directory === key)) expect(listed).toContain(detail.path(slug))
    }
    expect(listed.filter((url) => notInSitemap.has(url) || routeOf(url) === routePatterns.communityAlternate)).toEqual([])
  })

  it('dates an entry’s page by its row and a list by its newest entry; other pages carry no date', () => {
    const entry = published.find(({ directory }) => directory === 'schools')!
    const dated = pages.map(({ path, lastmod }) => ({ path, lastmod }))
    expect(dated).toContainEqual({ path: paths.schools.detail(entry.slug), lastmod: entry.updated_at })
    const newestSchool = published.filter(({ directory }) => directory === 'schools').reduce((a, b) => (b.updated_at > a.updated_at ? b : a))
    expect(dated).toContainEqual({ path: paths.schools.list, lastmod: newestSchool.updated_at })
    expect(dated).toContainEqual({ path: paths.about, lastmod: null })
  })

  it('lists the fixed pages alone, undated, when nothing is published, and skips a row of an unknown directory', () => {
    expect(publicPagesFrom([]).filter(({ path }) => localeOfPath(path) === 'lt').map(({ path, lastmod }) => ({ path, lastmod }))).toEqual(
      fixedPublicPaths.map((path) => ({ path, lastmod: null })),
    )
    expect(publicPagesFrom([{ id: 'x', directory: 'nezinomas', slug: 'x', updated_at: '2026-11-01T10:00:00Z' }])).toEqual(publicPagesFrom([]))
  })

  it('keeps the benchmark’s reference page out of sitemap.xml but prerenders it', () => {
    expect(listUnlistedPrerenderRoutes()).toEqual([paths.reference])
  })
})
