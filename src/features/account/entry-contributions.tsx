import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { EntryContributionsList } from './entry-contributions-list'
import { accountQueries } from './queries'

/** /paskyra: the member's corrections to directory entries and requests to manage them, with the decisions. */
export function EntryContributions({ userId }: { userId: string }) {
  const contributions = useQuery(accountQueries.entryContributions(userId))
  return (
    <section aria-labelledby="mano-pataisymai">
      <h2 id="mano-pataisymai" className="mb-4 text-xl font-semibold">
        {m.account_contributions_heading()}
      </h2>
      {contributions.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : contributions.isError ? (
        <p role="alert">{m.account_contributions_load_failed()}</p>
      ) : (
        <EntryContributionsList contributions={contributions.data} />
      )}
    </section>
  )
}
