import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function CommunityAlternatePage() {
  return (
    <UnderConstruction
      title="Bendruomenė"
      description="Lietuvių bendruomenės informacija."
      path={paths.communities.list}
    />
  )
}
