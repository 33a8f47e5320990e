import { PAGE_PARAM } from '@/components/pagination'
import { getLocale, localizedHref } from '@/lib/i18n/locale'
import { SITE_URL } from '@/lib/site-url'

/** The address of a list's page: its path for the first, `?puslapis=N` after. */
export const listPageHref = (path: string, page: number): string => (page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path)

/** `rel="prev"` and `rel="next"` for a list's pages (React puts them in the head). */
export function ListPageLinks({ path, page, pages }: { path: string; page: number; pages: number }) {
  const url = (target: number) => `${SITE_URL}${localizedHref(listPageHref(path, target), getLocale())}`
  return (
    <>
      {page > 1 && <link rel="prev" href={url(page - 1)} />}
      {page < pages && <link rel="next" href={url(page + 1)} />}
    </>
  )
}
