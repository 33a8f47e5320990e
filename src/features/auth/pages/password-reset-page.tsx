import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function PasswordResetPage() {
  return (
    <UnderConstruction
      title="Slaptažodžio atkūrimas"
      description="Nustatykite naują slaptažodį."
      path={paths.passwordReset}
    />
  )
}
