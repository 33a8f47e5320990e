import { useQuery } from '@tanstack/react-query'
import { adminMessages } from '../messages'
import { DecisionSection } from './decision-section'
import { EventNotDecidedError, useApproveEvent, useRejectEvent } from './mutations'
import { PendingEventCard } from './pending-event-card'
import { moderationQueries } from './queries'

/** What members proposed, oldest first: administrators approve it or reject it with a reason. */
export function PendingEventsSection() {
  const list = useQuery(moderationQueries.pending())
  const approve = useApproveEvent()
  const reject = useRejectEvent()
  return (
    <DecisionSection
      label="Renginiai"
      first
      intro="Narių pasiūlyti renginiai, seniausi pirmi. Patvirtintas renginys iškart matomas puslapyje „Renginiai“; atmesto priežastį narys mato savo paskyroje."
      list={list}
      title={(event) => event.title}
      approve={approve}
      reject={reject}
      notDecided={EventNotDecidedError}
      texts={adminMessages.moderation}
      rejectDialog={{ action: 'Atmesti renginį', audience: 'Priežastį matys renginį pasiūlęs narys savo paskyroje.' }}
      renderCard={(event, handlers) => <PendingEventCard event={event} {...handlers} />}
    />
  )
}
