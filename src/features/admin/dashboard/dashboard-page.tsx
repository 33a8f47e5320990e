import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function DashboardPage() {
  return (
    <UnderConstruction
      title="Administravimas"
      description="Administravimo skydelis."
      path={paths.admin.dashboard}
    />
  )
}
