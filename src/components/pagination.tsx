import { Link, useSearchParams } from '@/lib/routing'
import { m } from '@/paraglide/messages'

/** The URL parameter that holds the page number: `?puslapis=2`. */
export const PAGE_PARAM = 'puslapis'

/** A page number as an address gives it: 1 when absent or not a whole positive number (no schema library: public lists load this). */
export function readPageNumber(raw: string | null): number {
  return raw !== null && /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1
}

/** The current page from the URL (1 when absent or not a whole positive number). */
export function usePageNumber(): number {
  const [params] = useSearchParams()
  return readPageNumber(params.get(PAGE_PARAM))
}

/** The row range of a page, for supabase-js `.range(from, to)` (both inclusive). */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  return [(page - 1) * pageSize, page * pageSize - 1]
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

type PaginationProps = { page: number; pages: number; label: string }

/** Previous and next links that keep the rest of the query string; nothing when one page fits. */
export function Pagination({ page, pages, label }: PaginationProps) {
  const [params] = useSearchParams()
  if (pages <= 1) return null
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params)
    if (target === 1) next.delete(PAGE_PARAM)
    else next.set(PAGE_PARAM, String(target))
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-50'
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          {m.info_pagination_previous()}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page" className="text-slate-700">
        {m.info_pagination_position({ page: Math.min(page, pages), pages })}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {m.info_pagination_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
