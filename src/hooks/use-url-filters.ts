import { useCallback, useMemo } from 'react'
import { useSearchParams } from '@/lib/routing'
import { readUrlParams, type UrlParams, type UrlValues } from '@/lib/url-params'
import { useBrowserValue } from './use-is-browser'

const noParams = new URLSearchParams()
const noResets: readonly string[] = []

type Options = {
  /** The server renders the page for the address's query (a paged list): it applies on the server too. */
  renderedWithQuery?: boolean
  /** Parameters a change of any filter removes ('puslapis': a new search starts on its first page). */
  resets?: readonly string[]
}

/**
 * A list's search and filters kept in the URL, so back, refresh and shared links keep them.
 * `params` names the keys ('q', 'vieta', 'tipas'…) with the schema each is read through, so a
 * value the list does not know reads as empty rather than being trusted.
 */
export function useUrlFilters<Params extends UrlParams>(params: Params, { renderedWithQuery = false, resets = noResets }: Options = {}) {
  const [search, setSearch] = useSearchParams()
  const keys = Object.keys(params) as (keyof Params & string)[]
  // A prerendered list is the unfiltered one: hydration renders that first (so the markup
  // matches), and an address with a query applies it in the render right after. Without a
  // query there is nothing to apply, and the page is not rendered a second time.
  const appliesQuery = useBrowserValue(search.size > 0, renderedWithQuery && search.size > 0)

  const values = useMemo(
    () => readUrlParams(params, appliesQuery ? search : noParams),
    // The parameters are constant per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, appliesQuery],
  )

  const set = useCallback(
    (key: keyof Params & string, value: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const reset of resets) next.delete(reset)
          if (value === '') next.delete(key)
          else next.set(key, value)
          return next
        },
        // Typing replaces the history entry instead of adding one per keystroke.
        { replace: true },
      )
    },
    // `resets` is constant per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch],
  )

  const clearAll = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of [...keys, ...resets]) next.delete(key)
        return next
      },
      { replace: true },
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setSearch])

  const isActive = keys.some((key) => values[key] !== '')
  return { values: values as UrlValues<Params>, set, clear: (key: keyof Params & string) => set(key, ''), clearAll, isActive }
}
