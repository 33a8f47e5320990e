import { useEffect, useId, useRef, useState } from 'react'
import { NavLink } from '@/lib/routing'
import { ChevronDown } from 'lucide-react'
import type { NavGroup } from '@/app/nav-links'
import { cn } from '@/lib/cn'

/**
 * One desktop menu group as a disclosure: a button with aria-expanded and a list of links.
 * Escape closes it and returns focus to the button; a click outside or on a link closes it.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen])

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {group.label()}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!isOpen}
        className="absolute top-full left-0 z-40 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => setIsOpen(false)}
              className={({ isActive }) =>
                cn('flex min-h-10 items-center rounded-md px-3 text-sm text-slate-800 hover:bg-slate-100', isActive && 'bg-brand-50 font-semibold text-brand-800')
              }
            >
              {link.label()}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
