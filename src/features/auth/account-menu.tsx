import { messages } from '@/lib/messages'
import { Button } from '@/components/ui/button'

type AccountMenuProps = { variant: 'desktop' | 'mobile'; onNavigate?: () => void }

/**
 * The header's account control. Until the accounts work lands it offers 'Prisijungti' disabled,
 * with a note, rather than a button that does nothing.
 */
export function AccountMenu({ variant }: AccountMenuProps) {
  return (
    <Button variant="accent" disabled title="Prisijungimas dar kuriamas" className={variant === 'mobile' ? 'w-full' : undefined}>
      {messages.signIn}
    </Button>
  )
}
