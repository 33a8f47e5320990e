import { useQuery } from '@tanstack/react-query'
import { adminMessages } from '../messages'
import { ClassifiedNotDecidedError, useRemoveClassified, useRestoreClassified } from './classified-mutations'
import { DecisionSection, type DecisionTexts } from './decision-section'
import { moderationQueries } from './queries'
import { ReportedClassifiedCard } from './reported-classified-card'

const text = adminMessages.classifiedReports

// Here approving restores the classified, rejecting removes it, and a classified already decided is gone.
const texts: DecisionTexts = {
  loadFailed: text.loadFailed,
  empty: text.empty,
  approved: text.restored,
  rejected: text.removed,
  approveFailed: text.restoreFailed,
  rejectFailed: text.removeFailed,
  alreadyDecided: text.gone,
}

/** Classifieds members reported, hidden ones first: restore them or remove them with a reason. */
export function ReportedClassifiedsSection() {
  const list = useQuery(moderationQueries.reportedClassifieds())
  const restore = useRestoreClassified()
  const remove = useRemoveClassified()
  return (
    <DecisionSection
      label="Pranešimai apie skelbimus"
      intro="Skelbimai, apie kuriuos nariai pranešė; paslėpti (po trečio pranešimo) pirmi. „Grąžinti“ uždaro pranešimus ir vėl rodo skelbimą; „Pašalinti“ jį atmeta su priežastimi, kurią narys mato savo paskyroje."
      list={list}
      title={(classified) => classified.title}
      approve={restore}
      reject={remove}
      notDecided={ClassifiedNotDecidedError}
      texts={texts}
      rejectDialog={{ action: 'Pašalinti skelbimą', audience: 'Skelbimas bus atmestas; priežastį matys jį įdėjęs narys savo paskyroje.' }}
      renderCard={(classified, { isDeciding, onApprove, onReject }) => (
        <ReportedClassifiedCard classified={classified} isDeciding={isDeciding} onRestore={onApprove} onRemove={onReject} />
      )}
    />
  )
}
