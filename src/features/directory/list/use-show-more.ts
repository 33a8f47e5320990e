import { useMemo, useRef, useState, type RefObject } from 'react'

/**
 * Paging by 'Rodyti daugiau': the first `pageSize` items, then `pageSize` more per press. A new
 * search or filter (`resetKey`) starts again from the first page; after a press, keyboard users
 * continue from the first new card.
 */
export function useShowMore<Item>(items: readonly Item[], pageSize: number, resetKey: string) {
  const [limit, setLimit] = useState(pageSize)
  const [limitFor, setLimitFor] = useState(resetKey)
  // State adjusted while rendering, so the reset never paints the longer list first.
  if (limitFor !== resetKey) {
    setLimitFor(resetKey)
    setLimit(pageSize)
  }
  const list: RefObject<HTMLUListElement | null> = useRef(null)
  // The same array while nothing changed, so a memoised grid skips the render.
  const visible = useMemo(() => (limit >= items.length ? items : items.slice(0, limit)), [items, limit])

  function showMore() {
    const firstNew = visible.length
    setLimit((n) => n + pageSize)
    requestAnimationFrame(() => list.current?.children[firstNew]?.querySelector<HTMLElement>('a[href], button')?.focus())
  }

  return { visible, remaining: items.length - visible.length, showMore, list }
}
