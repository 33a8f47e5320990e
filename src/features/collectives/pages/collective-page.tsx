import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function CollectivePage() {
  return (
    <UnderConstruction
      title="Kolektyvas"
      description="Lietuvių kolektyvo informacija ir kontaktai."
      path={paths.collectives.list}
    />
  )
}
