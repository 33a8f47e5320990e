import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function BusinessPage() {
  return (
    <UnderConstruction
      title="Verslas"
      description="Lietuvių verslas, specialistai ir darbo skelbimai Jungtinėje Karalystėje."
      path={paths.business}
    />
  )
}
