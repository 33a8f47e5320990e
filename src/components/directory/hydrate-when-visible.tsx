import { Suspense, use, useState, type ReactNode } from 'react'
import { isHydratingPrerenderedPage } from '@/lib/page-hydration'

/** Opened when the card nears the screen; React waits on its promise until then. */
type Gate = { promise: Promise<void>; isOpen: boolean; open: () => void }

function createGate(): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  const gate: Gate = {
    promise,
    isOpen: false,
    open() {
      if (gate.isOpen) return
      gate.isOpen = true
      resolve()
    },
  }
  return gate
}

const gatesByElement = new WeakMap<Element, Gate>()
let observer: IntersectionObserver | null = null

/** One observer for every waiting card: a card hydrates when it comes within 400 px of the screen. */
function watch(element: Element, gate: Gate) {
  if (typeof IntersectionObserver === 'undefined') return gate.open()
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        gatesByElement.get(entry.target)?.open()
        observer?.unobserve(entry.target)
      }
    },
    { rootMargin: '400px 0px' },
  )
  gatesByElement.set(element, gate)
  observer.observe(element)
}

function Waiting({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.isOpen) use(gate.promise)
  return children
}

type HydrateWhenVisibleProps = { as: 'li'; className?: string; children: ReactNode }

/**
 * Hydrates its children only when they come near the screen, when the page was prerendered:
 * until then React keeps the prerendered markup as it is (a suspended boundary during hydration
 * keeps the server's HTML), so a long list costs the phone only the cards in view. Links in a
 * waiting card work as plain links. Rendered after the page has hydrated (filtering, client-side
 * navigation), the children render at once. Only for children whose only controls are links.
 */
export function HydrateWhenVisible({ as: Tag, className, children }: HydrateWhenVisibleProps) {
  const [gate] = useState(() => (isHydratingPrerenderedPage() ? createGate() : null))
  // A change reaching a waiting card (a live row that differs) hydrates it now rather than
  // letting React drop its markup for an empty fallback.
  const [firstChildren] = useState(children)
  if (gate && children !== firstChildren) gate.open()
  return (
    <Tag ref={gate ? (element: HTMLElement | null) => void (element && !gate.isOpen && watch(element, gate)) : undefined} className={className}>
      <Suspense fallback={null}>{gate ? <Waiting gate={gate}>{children}</Waiting> : children}</Suspense>
    </Tag>
  )
}
