import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function SchoolPage() {
  return (
    <UnderConstruction
      title="Mokykla"
      description="Lituanistinės mokyklos informacija ir kontaktai."
      path={paths.schools.list}
    />
  )
}
