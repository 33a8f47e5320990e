import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function CommunityPage() {
  return (
    <UnderConstruction
      title="Bendruomenė"
      description="Lietuvių bendruomenės informacija, kontaktai ir narystė."
      path={paths.communities.list}
    />
  )
}
