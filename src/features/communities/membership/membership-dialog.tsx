import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { JoinForm } from './join-form'
import { joinErrorMessage, membershipMessages } from './messages'
import { useJoinCommunityMutation } from './mutations'
import { regionsFor } from './regions'
import type { JoinValues } from './schemas'

type MembershipDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; communityId: string; communityName: string }

export function MembershipDialog({ open, onOpenChange, communityId, communityName }: MembershipDialogProps) {
  const { user, openSignIn } = useSession()
  const join = useJoinCommunityMutation()
  const meta = (user?.user_metadata ?? {}) as { first_name?: string; last_name?: string; phone?: string }

  const handleSubmit = (values: JoinValues) => {
    if (!user) return void notify.error(messages.error, membershipMessages.signedOutSubmit)
    join.mutate(
      { userId: user.id, communityId, communityName, values },
      {
        onSuccess: () => {
          void notify.success(messages.success, membershipMessages.requestSent(communityName))
          onOpenChange(false)
        },
        onError: (error) => {
          console.error('Membership request failed:', error)
          void notify.error(messages.error, joinErrorMessage(error.message))
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl!">
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>{m.communities_join_button()}</DialogTitle>
              <DialogDescription>{m.communities_join_dialog_description({ community: communityName })}</DialogDescription>
            </DialogHeader>
            <JoinForm
              regions={regionsFor({ id: communityId, name: communityName })}
              initialValues={{ firstName: meta.first_name ?? '', lastName: meta.last_name ?? '', phone: meta.phone ?? '' }}
              isPending={join.isPending}
              onSubmit={handleSubmit}
            />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{membershipMessages.signInRequiredTitle}</DialogTitle>
              <DialogDescription>{membershipMessages.signInRequiredText}</DialogDescription>
            </DialogHeader>
            <Button
              onClick={() => {
                onOpenChange(false)
                openSignIn()
              }}
            >
              {messages.signIn}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
