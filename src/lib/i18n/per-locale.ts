import { getLocale, type Locale } from './locale'

/**
 * A value made of messages (a page's definition, a list of labels), built once per language as
 * a page first asks for it: a constant would be built once, in whichever language came first.
 */
export function perLocale<T>(build: () => T): () => T {
  const built = new Map<Locale, T>()
  return () => {
    const locale = getLocale()
    if (!built.has(locale)) built.set(locale, build())
    return built.get(locale)!
  }
}
