import { useEffect } from 'react'
import { Link, useLocation } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { useResponseStatus } from '@/lib/page-data/page-data-context'

export function NotFoundPage() {
  const location = useLocation()
  useResponseStatus(404)
  useEffect(() => {
    // The missed path is logged, so broken links show up.
    console.error('404: route not found:', location.pathname)
  }, [location.pathname])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageHead title={m.not_found_title()} description={m.not_found_description()} noIndex />
      <p className="text-6xl font-bold text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-700">{m.not_found_text()}</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {m.back_home()}
      </Link>
    </div>
  )
}
