import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AdminOrganizationsPage() {
  return (
    <UnderConstruction
      title="Organizacijos"
      description="Organizacijų administravimas."
      path={paths.admin.organizations}
    />
  )
}
