import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function StudentSocietiesPage() {
  return (
    <UnderConstruction
      title="Studentų organizacijos"
      description="Lietuvių studentų draugijos Jungtinės Karalystės universitetuose."
      path={paths.studentSocieties}
    />
  )
}
