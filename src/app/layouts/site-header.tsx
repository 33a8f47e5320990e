import { Link } from 'react-router-dom'
import { paths } from '@/app/paths'

/** Placeholder header: the full navigation lands with the public-portal work. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to={paths.home} className="text-lg font-bold text-brand-800">
          Lietuviai JK
        </Link>
      </div>
    </header>
  )
}
