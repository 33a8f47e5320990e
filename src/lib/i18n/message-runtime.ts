import type { Locale } from '@/paraglide/runtime'

/**
 * What the compiled messages ask of a runtime, and no more: the page's language. The build points
 * their runtime import here (vite.config.ts): the compiler's own runtime also detects languages
 * from cookies, storage and URL patterns, which this portal does not use (a page's language is its
 * address), and would cost every page 1.1 KB gzip.
 */
export type { Locale }

export const baseLocale: Locale = 'lt'

/** Set by a build that renders one language only; this one renders both. */
export const experimentalStaticLocale: Locale | undefined = undefined

let read: () => Locale = () => baseLocale

/** The language every message speaks now. */
export const getLocale = (): Locale => read()

/** Makes every message speak what `source` answers on each call. */
export function setLocaleSource(source: () => Locale) {
  read = source
}
