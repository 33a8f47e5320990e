import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function EventsPage() {
  return (
    <UnderConstruction
      title="Renginiai"
      description="Lietuvių renginiai Jungtinėje Karalystėje."
      path={paths.events}
    />
  )
}
