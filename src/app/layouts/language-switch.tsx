import { useLocation } from '@/lib/routing'
import { getLocale, localizedHref, type Locale } from '@/lib/i18n/locale'

/** Each language named in itself, so a reader of either finds theirs; no flags (a flag is a country). */
const names: Record<Locale, string> = { lt: 'Lietuviškai', en: 'English' }
const tags: Record<Locale, string> = { lt: 'lt', en: 'en' }

/**
 * The link to this same page in the other language, with its query and fragment. A plain link:
 * the other language is another prerendered document (its <html lang>, head and messages).
 * Nothing is remembered: the address alone says the language.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation()
  const other: Locale = getLocale() === 'lt' ? 'en' : 'lt'
  return (
    <a
      href={localizedHref(`${pathname}${search}`, other)}
      hrefLang={tags[other]}
      lang={tags[other]}
      // The fragment, and a query changed since the render, are read as the link is followed.
      onClick={(event) => {
        event.currentTarget.href = localizedHref(`${pathname}${location.search}${location.hash}`, other)
      }}
      className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-slate-800 underline-offset-4 hover:bg-slate-100 hover:underline"
    >
      {names[other]}
    </a>
  )
}
