import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function CollectivesPage() {
  return (
    <UnderConstruction
      title="Kolektyvai"
      description="Lietuvių chorai, šokių ir meno kolektyvai Jungtinėje Karalystėje."
      path={paths.collectives.list}
    />
  )
}
