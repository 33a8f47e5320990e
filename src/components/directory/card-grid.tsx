import { memo, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { HydrateWhenVisible } from './hydrate-when-visible'

type CardGridProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string | number
  renderCard: (item: T, index: number) => ReactNode
  /** Column classes; three columns on wide screens by default. */
  className?: string
  listRef?: Ref<HTMLUListElement>
  /**
   * On a prerendered page, hydrate each card only as it nears the screen. Only for cards whose
   * controls are all links (they work before hydration); a button in a waiting card would not.
   */
  hydrateWhenVisible?: boolean
}

/**
 * A list page's grid of cards. Cards below the fold skip layout and paint until they come near
 * the viewport (`render-when-visible`), which keeps the first paint of a long list cheap; with
 * `hydrateWhenVisible` they also hydrate only then.
 */
function CardGridOf<T>({ items, getKey, renderCard, className = 'md:grid-cols-2 xl:grid-cols-3', listRef, hydrateWhenVisible = false }: CardGridProps<T>) {
  return (
    <ul ref={listRef} className={cn('grid gap-6', className)}>
      {items.map((item, index) =>
        hydrateWhenVisible ? (
          <HydrateWhenVisible as="li" key={getKey(item)} className="render-when-visible">
            {renderCard(item, index)}
          </HydrateWhenVisible>
        ) : (
          <li key={getKey(item)} className="render-when-visible">
            {renderCard(item, index)}
          </li>
        ),
      )}
    </ul>
  )
}

/** Skips its render while items and callbacks are the same (a revalidation that changed nothing). */
export const CardGrid = memo(CardGridOf) as typeof CardGridOf
