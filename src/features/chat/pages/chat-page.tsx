import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function ChatPage() {
  return (
    <UnderConstruction
      title="Pokalbiai"
      description="Lietuvių bendruomenės pokalbių kambariai, temos ir asistentas."
      path={paths.chat}
    />
  )
}
