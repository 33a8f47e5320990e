import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'

// The form brings react-hook-form and zod (about 40 KB): loaded as the visitor nears it, so the
// About page's first load stays small and its own content never waits for them.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))

/** The contact form on /apie-mus; enquiries reach /admin/contacts. */
export function ContactSection() {
  const formPlace = useRef<HTMLDivElement>(null)
  const isNear = useNearViewport(formPlace)
  // Holds the form's height while it loads, so nothing below it moves.
  const loading = <p className="min-h-[27rem] text-sm text-slate-600 sm:min-h-80">{messages.loading}</p>
  return (
    <section id="susisiekite" aria-labelledby="susisiekite-title" className="scroll-mt-24 rounded-xl border border-slate-200 p-6">
      <h2 id="susisiekite-title" className="text-2xl font-semibold text-slate-900">
        {m.info_contact_heading()}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{m.info_contact_lead()}</p>
      <div ref={formPlace}>{isNear ? <Suspense fallback={loading}><ContactForm /></Suspense> : loading}</div>
    </section>
  )
}
