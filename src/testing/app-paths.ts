import { paths, routePatterns } from '@/app/paths'

type PathBuilder = (value: string) => string
type PathTree = { readonly [name: string]: string | PathBuilder | PathTree }

function leaves(tree: PathTree): Array<string | PathBuilder> {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' ? leaves(value) : [value]))
}

// Feeds and calendars are files the site's server writes, not routes of the app.
const { feeds: _feeds, ...pagePaths } = paths

/** Every fixed path of `paths`, nested groups included (the feeds aside). */
export const fixedPaths: readonly string[] = leaves(pagePaths).filter((leaf) => typeof leaf === 'string')

/** Every function of `paths` that builds a path from one value (a slug or an id), the feeds aside. */
export const pathBuilders: readonly PathBuilder[] = leaves(pagePaths).filter((leaf) => typeof leaf === 'function')

export const patternValues: readonly string[] = Object.values(routePatterns)

/** Whether `url` is a fixed path or what a builder makes of its last segment. */
export function isBuiltByPaths(url: string): boolean {
  const last = url.split('/').at(-1) ?? ''
  return fixedPaths.includes(url) || pathBuilders.some((build) => build(last) === url)
}

/** The first segment of every path and pattern ('renginiai', 'admin', 'mokykla'…); the home page has none. */
export function firstSegments(): string[] {
  const all = [...fixedPaths, ...patternValues, ...pathBuilders.map((build) => build('x'))]
  return [...new Set(all.map((path) => path.split('/')[1] ?? '').filter(Boolean))]
}
