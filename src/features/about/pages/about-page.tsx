import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AboutPage() {
  return (
    <UnderConstruction
      title="Apie mus"
      description="Apie Lietuvių bendruomenę Jungtinėje Karalystėje: misija, veikla ir planai."
      path={paths.about}
    />
  )
}
