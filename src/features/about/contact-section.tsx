import { messages } from '@/lib/messages'

/** Placeholder until the accounts work wires the contact form. */
export function ContactSection() {
  return (
    <section aria-labelledby="susisiekite" className="rounded-xl border border-slate-200 p-6">
      <h2 id="susisiekite" className="text-2xl font-semibold">
        Susisiekite su mumis
      </h2>
      <p className="mt-2 text-slate-700">Kontaktų forma: {messages.notBuiltYet}</p>
    </section>
  )
}
