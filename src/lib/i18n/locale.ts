import { baseLocale, getLocale, setLocaleSource, type Locale } from './message-runtime'

/**
 * The page's language comes from its address: Lithuanian at the root, English under `/en`, with
 * the same slugs (docs/decisions/025-english-pages.md). The app sets the messages' locale once
 * per page (the browser) or per render (the server); nothing is remembered between pages.
 */
export { baseLocale, getLocale, setLocaleSource, type Locale }

export const ENGLISH_PREFIX = '/en'

/** `<html lang>`: Lithuanian, and British English. */
export const htmlLang: Record<Locale, string> = { lt: 'lt', en: 'en-GB' }

/** The locale Intl formats with: '12,71 £' and '£12.71'. */
export const intlLocale: Record<Locale, string> = { lt: 'lt-LT', en: 'en-GB' }

/** Open Graph's `og:locale`. */
export const ogLocale: Record<Locale, string> = { lt: 'lt_LT', en: 'en_GB' }

/** The language of a page by its path ('/en/renginiai' is English). */
export function localeOfPath(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'lt'
}

/** What the router sees as the site's root in `locale` ('' or '/en'). */
export const routerBase = (locale: Locale) => (locale === 'en' ? ENGLISH_PREFIX : '')

/** A page's path without its language ('/en/renginiai' → '/renginiai', '/en' → '/'). */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'lt') return pathname
  return pathname.slice(ENGLISH_PREFIX.length) || '/'
}

/**
 * A site address (path, query, fragment; without a language) in `locale`: '/renginiai?p=2#x' →
 * '/en/renginiai?p=2#x'; the home page is '/en'.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === 'lt') return href
  const rest = href.match(/^[^?#]*/)![0]
  return `${rest === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${rest}`}${href.slice(rest.length)}`
}

/**
 * The `lang` of an item's words on this page: 'lt' where an English page shows the Lithuanian
 * original (no translation), else none (the page's own language).
 */
export const untranslatedLang = (contentLocale: Locale | undefined): 'lt' | undefined => (getLocale() === 'en' && contentLocale !== 'en' ? 'lt' : undefined)

/** The `lang` of words that exist only in Lithuanian (a classified, a town's Lithuanian name): 'lt' on an English page. */
export const lithuanianOnly = (): 'lt' | undefined => untranslatedLang(undefined)
