import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AdminMediaPage() {
  return (
    <UnderConstruction
      title="Medija"
      description="Medijos failų administravimas."
      path={paths.admin.media}
    />
  )
}
