import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'

/**
 * The membership section's frame before its data: while prerendering and until its chunk loads.
 * It holds the section's height, so nothing jumps when the plans arrive.
 */
export function MembershipPlaceholder() {
  return (
    <section aria-labelledby="naryste" className="min-h-96 rounded-xl border border-slate-200 p-6">
      <h2 id="naryste" className="text-2xl font-semibold text-slate-900">
        {m.communities_membership_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{messages.loading}</p>
    </section>
  )
}
