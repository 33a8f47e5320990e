import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import './index.css'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

if (container.hasChildNodes()) {
  // A prerendered page: React re-creates the page's head tags itself, so the static copies go
  // (otherwise the first page's <title> would outlive client-side navigation).
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove())
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is interactive; the prerendered page is already painted.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
