import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from '@/lib/routing'
import { Menu, X } from 'lucide-react'
import { paths } from '@/app/paths'
import { AccountMenu } from '@/features/auth/account-menu'
import { GlobalSearch } from '@/features/search/global-search'
import { m } from '@/paraglide/messages'
import { LanguageSwitch } from './language-switch'
import { MainNav } from './main-nav'
import { MobileNav } from './mobile-nav'

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  useEffect(() => {
    if (!isMenuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [isMenuOpen])

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <Link to={paths.home} className="flex min-h-10 shrink-0 items-center gap-2 font-bold text-brand-800" aria-label={m.site_home_label()}>
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-lg">Lietuviai JK</span>
        </Link>
        <MainNav />
        <div className="ml-auto flex items-center gap-2">
          {pathname !== paths.home && (
            <div className="hidden w-64 md:block">
              <GlobalSearch variant="compact" />
            </div>
          )}
          <LanguageSwitch />
          <div className="hidden lg:block">
            <AccountMenu variant="desktop" />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            <span className="sr-only">{m.site_menu()}</span>
          </button>
        </div>
      </div>
      <MobileNav id={menuId} isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
    </header>
  )
}
