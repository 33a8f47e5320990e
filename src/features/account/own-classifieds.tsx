import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { OwnClassifiedsList } from './own-classifieds-list'
import { accountQueries } from './queries'

/** /paskyra: the member's classifieds, what the administrators decided and the replies they received. */
export function OwnClassifieds({ userId }: { userId: string }) {
  const classifieds = useQuery(accountQueries.ownClassifieds(userId))
  return (
    <section aria-labelledby="mano-skelbimai">
      <h2 id="mano-skelbimai" className="mb-4 text-xl font-semibold">
        {m.account_classifieds_heading()}
      </h2>
      {classifieds.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : classifieds.isError ? (
        <p role="alert">{m.account_classifieds_load_failed()}</p>
      ) : (
        <OwnClassifiedsList classifieds={classifieds.data} />
      )}
    </section>
  )
}
