import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AdminMembershipsPage() {
  return (
    <UnderConstruction
      title="Narystės prašymai"
      description="Narystės prašymų administravimas."
      path={paths.admin.memberships}
    />
  )
}
