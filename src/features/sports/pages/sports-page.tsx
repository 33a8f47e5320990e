import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function SportsPage() {
  return (
    <UnderConstruction
      title="Sportas"
      description="Lietuvių sporto klubai ir organizacijos Jungtinėje Karalystėje."
      path={paths.sports.list}
    />
  )
}
