import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** An IntersectionObserver the test drives: `show()` reports every watched element on screen. */
function fakeObserver() {
  const watched = new Set<Element>()
  let report: IntersectionObserverCallback = () => {}
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback
    }
    observe(element: Element) {
      watched.add(element)
    }
    unobserve(element: Element) {
      watched.delete(element)
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    watched,
    show: () => report([...watched].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver),
  }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.resetModules()
})

describe('HydrateWhenVisible', () => {
  it('keeps a prerendered card as it is until it nears the screen, then hydrates it', async () => {
    const observer = fakeObserver()
    const rendered = vi.fn()
    function Card() {
      rendered()
      return <a href="/bendruomene/x">Bendruomenė X</a>
    }
    // The page as prerendered (no gate on the server).
    const { HydrateWhenVisible: OnServer } = await import('./hydrate-when-visible')
    const html = renderToString(
      <ul>
        <OnServer as="li">
          <Card />
        </OnServer>
      </ul>,
    )
    rendered.mockClear()

    // The browser arrives on that page: the module sees prerendered markup in #root.
    vi.resetModules()
    const root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = html
    document.body.append(root)
    const { HydrateWhenVisible } = await import('./hydrate-when-visible')
    await act(async () => {
      hydrateRoot(
        root,
        <ul>
          <HydrateWhenVisible as="li">
            <Card />
          </HydrateWhenVisible>
        </ul>,
      )
    })
    expect(rendered).not.toHaveBeenCalled()
    expect(root.querySelector('a')).toHaveTextContent('Bendruomenė X')
    expect(observer.watched.size).toBe(1)

    await act(async () => observer.show())
    expect(rendered).toHaveBeenCalledTimes(1)
    expect(root.querySelector('a')).toHaveTextContent('Bendruomenė X')
  })

  it('renders at once when the page was not prerendered', async () => {
    const observer = fakeObserver()
    const { HydrateWhenVisible } = await import('./hydrate-when-visible')
    const { render, screen } = await import('@testing-library/react')
    render(
      <ul>
        <HydrateWhenVisible as="li">
          <a href="/bendruomene/y">Bendruomenė Y</a>
        </HydrateWhenVisible>
      </ul>,
    )
    expect(screen.getByRole('link', { name: 'Bendruomenė Y' })).toBeInTheDocument()
    expect(observer.watched.size).toBe(0)
  })
})
