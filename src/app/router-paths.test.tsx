import type { ReactElement, ReactNode } from 'react'
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { directories } from '@/features/directory/definitions'
import { directoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { directoryKeys } from '@/features/directory/entry'
import { fixedPaths, isBuiltByPaths, pathBuilders, patternValues } from '@/testing/app-paths'
import { paths, routePatterns } from './paths'
import { listPrerenderRoutes, listUnlistedPrerenderRoutes } from './prerender-routes'
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
  const listed = listPrerenderRoutes()
  const prerendered = [...listed, ...listUnlistedPrerenderRoutes()]

  it('prerenders only pages paths.ts builds and the router renders, each once', () => {
    expect(new Set(prerendered).size).toBe(prerendered.length)
    for (const url of prerendered) {
      expect(isBuiltByPaths(url), url).toBe(true)
      expect(routeOf(url), url).not.toBe('*')
    }
  })

  it("lists every public page of paths.ts and each embedded directory entry's page, and nothing private", () => {
    for (const path of fixedPaths) expect(listed.includes(path), path).toBe(!notInSitemap.has(path))
    for (const key of directoryKeys) {
      const { detail }: DirectoryPages = directoryPages[key]
      if (!detail) continue
      for (const { slug } of directories[key].embeddedEntries()) expect(listed).toContain(detail.path(slug))
    }
    expect(listed.filter((url) => notInSitemap.has(url) || routeOf(url) === routePatterns.communityAlternate)).toEqual([])
  })

  it('keeps the benchmark’s reference page out of sitemap.xml but prerenders it', () => {
    expect(listUnlistedPrerenderRoutes()).toEqual([paths.reference])
  })
})
