import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function EssentialInfoPage() {
  return (
    <UnderConstruction
      title="Svarbi informacija"
      description="Pagalbos telefonai, institucijos, teisės ir naudingos formos lietuviams JK."
      path={paths.essentialInfo}
    />
  )
}
