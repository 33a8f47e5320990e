import { messages } from '@/lib/messages'

type MembershipSectionProps = { communityId: string; communityName: string }

/** Placeholder until the accounts work lands: says plainly that joining is not available yet. */
export function MembershipSection({ communityName }: MembershipSectionProps) {
  return (
    <section aria-labelledby="naryste" className="rounded-xl border border-slate-200 p-6">
      <h2 id="naryste" className="text-2xl font-semibold">
        Narystė
      </h2>
      <p className="mt-2 text-slate-700">
        Narystė bendruomenėje „{communityName}“. {messages.notBuiltYet}
      </p>
    </section>
  )
}
