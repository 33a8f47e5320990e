import { useQuery } from '@tanstack/react-query'
import { adminMessages } from '../messages'
import { ClassifiedNotDecidedError, useApproveClassified, useRejectClassified } from './classified-mutations'
import { DecisionSection } from './decision-section'
import { PendingClassifiedCard } from './pending-classified-card'
import { moderationQueries } from './queries'

/** Classifieds members posted, oldest first: administrators approve them or reject them with a reason. */
export function PendingClassifiedsSection() {
  const list = useQuery(moderationQueries.pendingClassifieds())
  const approve = useApproveClassified()
  const reject = useRejectClassified()
  return (
    <DecisionSection
      label="Skelbimai"
      intro="Narių įdėti skelbimai, seniausi pirmi. Patvirtintas skelbimas matomas puslapyje „Skelbimai“ 30 dienų; atmesto priežastį narys mato savo paskyroje."
      list={list}
      title={(classified) => classified.title}
      approve={approve}
      reject={reject}
      notDecided={ClassifiedNotDecidedError}
      texts={adminMessages.classifieds}
      rejectDialog={{ action: 'Atmesti skelbimą', audience: 'Priežastį matys skelbimą įdėjęs narys savo paskyroje.' }}
      renderCard={(classified, handlers) => <PendingClassifiedCard classified={classified} {...handlers} />}
    />
  )
}
