import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function SportsClubPage() {
  return (
    <UnderConstruction
      title="Sporto organizacija"
      description="Lietuvių sporto organizacijos informacija ir kontaktai."
      path={paths.sports.list}
    />
  )
}
