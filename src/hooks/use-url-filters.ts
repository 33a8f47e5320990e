import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * A list's search and filters kept in the URL, so back, refresh and shared
 * links keep them. `defaults` names the keys ('q', 'vieta', 'tipas'…) and their empty values.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams()
  const keys = Object.keys(defaults) as K[]

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<K, string>,
    // keys and defaults are constant per list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  )

  const set = useCallback(
    (key: K, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === '' || value === defaults[key]) next.delete(key)
          else next.set(key, value)
          return next
        },
        // Typing replaces the history entry instead of adding one per keystroke.
        { replace: true },
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  )

  const clearAll = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of keys) next.delete(key)
        return next
      },
      { replace: true },
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setParams])

  const isActive = keys.some((key) => values[key] !== defaults[key])
  return { values, set, clear: (key: K) => set(key, defaults[key]), clearAll, isActive }
}
