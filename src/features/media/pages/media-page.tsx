import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function MediaPage() {
  return (
    <UnderConstruction
      title="Žiniasklaida"
      description="Lietuviška žiniasklaida Jungtinėje Karalystėje: portalai, žurnalai, radijas."
      path={paths.media}
    />
  )
}
