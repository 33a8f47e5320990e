import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function AdminContactsPage() {
  return (
    <UnderConstruction
      title="Kontaktai"
      description="Užklausų administravimas."
      path={paths.admin.contacts}
    />
  )
}
