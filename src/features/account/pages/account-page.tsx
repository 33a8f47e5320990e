import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AccountPage() {
  return (
    <UnderConstruction
      title="Mano paskyra"
      description="Jūsų paskyros duomenys, narystės ir privatumas."
      path={paths.account}
    />
  )
}
