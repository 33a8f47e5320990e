import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

// The join form brings react-hook-form, zod and the query cache: loaded when the dialog first
// opens, so a visitor who only reads the page never downloads them.
export const LazyMembershipDialog = lazy(async () => {
  const [{ MembershipDialog: Dialog }, { QueryProvider }] = await Promise.all([import('./membership-dialog'), import('@/lib/query-client')])
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <QueryProvider>
        <Dialog {...props} />
      </QueryProvider>
    ),
  }
})

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
        {m.communities_join_button()}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyMembershipDialog open={isOpen} onOpenChange={setIsOpen} communityId={communityId} communityName={communityName} />
        </Suspense>
      )}
    </>
  )
}
