import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at the top, unless the URL names an anchor on it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
