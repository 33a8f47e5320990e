import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from '@/lib/routing'
import { Search, X } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { SearchEntry } from './search-index'
import { m } from '@/paraglide/messages'
import { MAX_RESULTS } from './run-search'

type Finder = (query: string) => SearchEntry[]

type GlobalSearchProps = { variant: 'hero' | 'compact' }

/**
 * The index arrives on first use, not with the page: built from the published entries (read
 * at most once a minute), articles and coming events, so what was published a moment ago is
 * found and what was archived is not. Articles or events that cannot be read leave the rest.
 */
function loadIndex(show: (find: Finder) => void) {
  void import('./load-searcher').then(({ loadSearcher }) => loadSearcher()).then(show, () => {})
}

/** The global search as an accessible combobox: arrows, Enter and Escape work. */
export function GlobalSearch({ variant }: GlobalSearchProps) {
  const navigate = useNavigate()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [find, setFind] = useState<Finder | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const results = find ? find(query) : []
  const isExpanded = isOpen && results.length > 0

  useEffect(() => {
    if (!isExpanded) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [isExpanded])

  function prepare() {
    if (!find) loadIndex((loaded) => setFind(() => loaded))
  }

  function change(value: string) {
    prepare()
    setQuery(value)
    setActive(-1)
    setIsOpen(value.trim().length > 0)
  }

  function choose(entry: SearchEntry) {
    setQuery('')
    setIsOpen(false)
    setActive(-1)
    navigate(entry.href)
  }

  function clear() {
    change('')
    input.current?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault()
      setIsOpen(true)
      setActive((i) => (i + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault()
      setIsOpen(true)
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1))
    } else if (event.key === 'Enter' && isExpanded) {
      event.preventDefault()
      choose(results[Math.max(active, 0)])
    } else if (event.key === 'Escape') {
      if (isExpanded) setIsOpen(false)
      else if (query) change('')
    }
  }

  const isHero = variant === 'hero'
  const label = m.search_label()
  return (
    <div ref={root} className="relative w-full" role="search">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className={cn('pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500', isHero ? 'size-5' : 'size-4')} />
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={isExpanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={query}
        placeholder={isHero ? m.search_hero_placeholder() : m.search_placeholder()}
        onFocus={prepare}
        onChange={(event) => change(event.target.value)}
        onKeyDown={handleKeyDown}
        className={cn(
          'block w-full rounded-lg border border-slate-300 bg-white pr-10 text-slate-900 placeholder:text-slate-500',
          isHero ? 'min-h-14 pl-11 text-lg shadow-lg' : 'min-h-10 pl-9 text-sm',
        )}
      />
      {query && (
        <button
          type="button"
          onClick={clear}
          aria-label={m.search_clear()}
          className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
      <p className="sr-only" role="status">
        {query.trim() && find ? (results.length > 0 ? m.search_found({ count: results.length }) : m.search_nothing_found()) : ''}
      </p>
      <div hidden={!isExpanded} className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl">
        <ul id={`${id}-list`} role="listbox" aria-label={m.search_results_label()} className="max-h-96 overflow-y-auto py-1">
          {results.map((entry, i) => (
            <li
              key={entry.key}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              onPointerMove={() => setActive(i)}
              className={cn('flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-left', i === active && 'bg-brand-50')}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{entry.title}</span>
                {entry.subtitle && <span className="block truncate text-sm text-slate-700">{entry.subtitle}</span>}
              </span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{entry.label}</span>
            </li>
          ))}
        </ul>
        {results.length === MAX_RESULTS && <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">{m.search_first_results({ count: MAX_RESULTS })}</p>}
      </div>
    </div>
  )
}
