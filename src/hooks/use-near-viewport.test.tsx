import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useNearViewport } from './use-near-viewport'

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('stays far until the observer reports the element near, then stays near and stops observing', () => {
    const observers: { callback: Callback; disconnect: ReturnType<typeof vi.fn>; margin?: string }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn()
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, disconnect: this.disconnect, margin: options?.rootMargin })
        }
        observe() {}
      },
    )
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    expect(observers[0].margin).toBe('600px')
    act(() => observers[0].callback([{ isIntersecting: false }]))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => observers[0].callback([{ isIntersecting: true }]))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observers[0].disconnect).toHaveBeenCalled()
  })

  it('is near at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
