import { lazy, Suspense } from 'react'
import { messages } from '@/lib/messages'

// The form brings react-hook-form and zod; the About page's own content does not wait for them.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })))

/** The contact form on /apie-mus; enquiries reach /admin/contacts. */
export function ContactSection() {
  return (
    <section id="susisiekite" aria-labelledby="susisiekite-title" className="scroll-mt-24 rounded-xl border border-slate-200 p-6">
      <h2 id="susisiekite-title" className="text-2xl font-semibold text-slate-900">
        Susisiekite su mumis
      </h2>
      <p className="mt-2 mb-6 text-slate-700">Turite klausimą ar pasiūlymą? Parašykite mums, atsakysime el. paštu.</p>
      <Suspense fallback={<p className="text-sm text-slate-600">{messages.loading}</p>}>
        <ContactForm />
      </Suspense>
    </section>
  )
}
