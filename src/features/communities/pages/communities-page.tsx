import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function CommunitiesPage() {
  return (
    <UnderConstruction
      title="Bendruomenės"
      description="Lietuvių bendruomenės Jungtinėje Karalystėje: paieška pagal pavadinimą, vietovę ir tipą."
      path={paths.communities.list}
    />
  )
}
