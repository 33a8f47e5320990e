import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function ClassifiedsPage() {
  return (
    <UnderConstruction
      title="Skelbimai"
      description="Lietuvių skelbimai Jungtinėje Karalystėje."
      path={paths.classifieds}
    />
  )
}
