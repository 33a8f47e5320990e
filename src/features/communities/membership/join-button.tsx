import { lazy, Suspense, useState } from 'react'
import { UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { QueryProvider } from '@/lib/query-client'

// The join form brings react-hook-form and zod: loaded when the dialog first opens.
const MembershipDialog = lazy(() => import('./membership-dialog').then((m) => ({ default: m.MembershipDialog })))

type JoinButtonProps = { communityId: string; communityName: string }

/** 'Tapti nariu' and the membership dialog it opens, on every page that offers joining. */
export function JoinButton({ communityId, communityName }: JoinButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)

  const open = () => {
    setHasOpened(true)
    setIsOpen(true)
  }

  return (
    <>
      <Button onClick={open}>
        <UserPlus aria-hidden />
        Tapti nariu
      </Button>
      {hasOpened && (
        <QueryProvider>
          <Suspense fallback={null}>
            <MembershipDialog open={isOpen} onOpenChange={setIsOpen} communityId={communityId} communityName={communityName} />
          </Suspense>
        </QueryProvider>
      )}
    </>
  )
}
