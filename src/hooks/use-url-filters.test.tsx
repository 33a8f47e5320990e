import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { memoryLocation } from 'wouter/memory-location'
import { Router, useLocation } from '@/lib/routing'
import { describe, expect, it } from 'vitest'
import { choiceParam, textParam } from '@/lib/url-params'
import { useUrlFilters } from './use-url-filters'

function setup(url: string) {
  const memory = memoryLocation({ path: url, record: true })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  )
  return renderHook(() => ({ filters: useUrlFilters({ q: textParam(), vieta: choiceParam(['Londonas', 'Lidsas']) }), location: useLocation() }), { wrapper })
}

describe('useUrlFilters', () => {
  it('reads values from the URL with defaults', () => {
    const { result } = setup('/bendruomenes?q=leeds')
    expect(result.current.filters.values).toEqual({ q: 'leeds', vieta: '' })
    expect(result.current.filters.isActive).toBe(true)
  })

  it('reads a value the list does not offer, or an overlong search, as empty', () => {
    const { result } = setup(`/bendruomenes?vieta=Niekur&q=${'a'.repeat(201)}`)
    expect(result.current.filters.values).toEqual({ q: '', vieta: '' })
    expect(result.current.filters.isActive).toBe(false)
  })

  it('writes values, drops defaults and clears everything', () => {
    const { result } = setup('/bendruomenes?kita=1')
    act(() => result.current.filters.set('vieta', 'Londonas'))
    expect(result.current.location.search).toBe('?kita=1&vieta=Londonas')
    act(() => result.current.filters.set('q', 'šv'))
    expect(result.current.filters.values.q).toBe('šv')
    act(() => result.current.filters.clear('vieta'))
    expect(result.current.filters.values.vieta).toBe('')
    act(() => result.current.filters.clearAll())
    expect(result.current.location.search).toBe('?kita=1')
    expect(result.current.filters.isActive).toBe(false)
  })
})
