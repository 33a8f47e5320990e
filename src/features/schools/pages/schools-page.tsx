import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function SchoolsPage() {
  return (
    <UnderConstruction
      title="Lituanistinis mokymas"
      description="Lituanistinės mokyklos ir darželiai Jungtinėje Karalystėje."
      path={paths.schools.list}
    />
  )
}
