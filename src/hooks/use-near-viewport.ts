import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element is within `margin` of the viewport (and from then on). Lets a page
 * leave code for a part far down out of its first load; where the browser cannot observe
 * (old browsers, tests), the part is treated as near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
    }, { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, isNear])
  return isNear
}
