import { Suspense, useEffect, type ReactNode } from 'react'
import { useLocation } from '@/lib/routing'
import { SiteHeader } from '@/app/layouts/site-header'
import { SiteFooter } from '@/app/layouts/site-footer'
import { m } from '@/paraglide/messages'
import { ErrorBoundary } from '@/app/error-boundary'
import { ScrollToTop } from '@/app/scroll-to-top'
import { markPageHydrated } from '@/lib/page-hydration'

/**
 * Marks the document once React has taken over the page, including the lazily loaded page
 * inside this Suspense boundary (prerendered markup is visible earlier). Tests wait for it.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    markPageHydrated()
  }, [])
  return null
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#turinys"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.site_skip_to_content()}
      </a>
      <SiteHeader />
      <main id="turinys" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="px-4 py-16 text-center text-slate-700">{m.site_loading()}</p>}>
            {children}
            <HydrationMarker />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  )
}
