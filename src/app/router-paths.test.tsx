import type { ReactElement, ReactNode } from 'react'
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { directoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { embeddedRows } from '@/features/directory/embedded-rows'
import { directoryKeys } from '@/features/directory/entry'
import { fixedPaths, isBuiltByPaths, pathBuilders, patternValues } from '@/testing/app-paths'
import { paths, routePatterns } from './paths'
import { fixedPublicPaths, listUnlistedPrerenderRoutes, publicPagesFrom } from './prerender-routes'
import { AppRoutes } from './router'

/** The route objects react-router builds from `<AppRoutes>`'s `<Routes>`: the table the app runs on. */
function routeTable(): RouteObject[] {
  const table = AppRoutes() as ReactElement<{ children: ReactNode }>
  return createRoutesFromChildren(table.props.children)
}

function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])])
}

const routes = routeTable()
const declared = routePaths(routes).filter((path) => path !== '*')

/** The path of the route that renders `url`; '*' is the 404 page. */
const routeOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path

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
  ...Object.values(paths.admin),
])

describe('the prerendered pages and sitemap.xml', () => {
  // The published directory as the data API lists it: the sample entries the seed writes.
  const published = embeddedRows().map(({ directory, slug }, index) => ({
    directory,
    slug,
    updated_at: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00Z`,
  }))
  const pages = publicPagesFrom(published)
  const listed = pages.map(({ path }) => path)
  const prerendered = [...listed, ...listUnlistedPrerenderRoutes()]

  it('prerenders only pages paths.ts builds and the router renders, each once', () => {
    expect(new Set(prerendered).size).toBe(prerendered.length)
    for (const url of prerendered) {
      expect(isBuiltByPaths(url), url).toBe(true)
      expect(routeOf(url), url).not.toBe('*')
    }
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
    expect(pages).toContainEqual({ path: paths.schools.detail(entry.slug), lastmod: entry.updated_at })
    const newestSchool = published.filter(({ directory }) => directory === 'schools').reduce((a, b) => (b.updated_at > a.updated_at ? b : a))
    expect(pages).toContainEqual({ path: paths.schools.list, lastmod: newestSchool.updated_at })
    expect(pages).toContainEqual({ path: paths.about, lastmod: null })
  })

  it('lists the fixed pages alone, undated, when nothing is published, and skips a row of an unknown directory', () => {
    expect(publicPagesFrom([])).toEqual(fixedPublicPaths.map((path) => ({ path, lastmod: null })))
    expect(publicPagesFrom([{ directory: 'nezinomas', slug: 'x', updated_at: '2026-11-01T10:00:00Z' }])).toEqual(publicPagesFrom([]))
  })

  it('keeps the benchmark’s reference page out of sitemap.xml but prerenders it', () => {
    expect(listUnlistedPrerenderRoutes()).toEqual([paths.reference])
  })
})
