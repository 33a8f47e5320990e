import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AccessibilityPage() {
  return (
    <UnderConstruction
      title="Prieinamumo pareiškimas"
      description="Kaip Lietuviai JK portalas užtikrina prieinamumą."
      path={paths.accessibility}
    />
  )
}
