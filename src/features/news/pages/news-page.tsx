import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function NewsPage() {
  return (
    <UnderConstruction
      title="Naujienos"
      description="Lietuvių bendruomenės Jungtinėje Karalystėje naujienos."
      path={paths.news}
    />
  )
}
