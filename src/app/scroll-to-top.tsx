import { useEffect, useRef } from 'react'
import { useLocation } from '@/lib/routing'

/**
 * After client-side navigation: start at the top (or at the anchor the URL names) and move
 * focus to the main region, so keyboard and screen-reader users land on the new page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const isFirstRender = useRef(true)

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('turinys')?.focus({ preventScroll: true })
  }, [pathname, hash])

  return null
}
