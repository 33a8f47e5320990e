import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NOTICES_READ_EVENT } from '@/features/auth/use-unread-notices'
import { supabase } from '@/lib/supabase/client'
import { accountQueries } from './queries'
import { removeOwnPictures } from './remove-own-pictures'
import type { ProfileValues } from './schemas'

async function updateProfile({ userId, values }: { userId: string; values: ProfileValues }) {
  const { data } = await supabase
    .from('profiles')
    .update({
      first_name: values.firstName,
      last_name: values.lastName,
      phone: values.phone || null,
      city: values.city || null,
      region: values.region || null,
    })
    .eq('id', userId)
    .select('id')
    .throwOnError()
  // RLS denies silently: no row back means nothing was saved.
  if (!data?.length) throw new Error('Profile was not updated')
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_, { userId }) => queryClient.invalidateQueries({ queryKey: accountQueries.profile(userId).queryKey }),
  })
}

/** Thrown when closing changed no row: the classified is already closed or rejected, or gone. */
export class ClassifiedNotClosedError extends Error {}

/** Closing ('Uždaryti', 'Close'): the poster takes their classified off the site for good (the database allows only 'closed'). */
async function closeClassified({ id }: { id: string }) {
  const { data } = await supabase.from('classifieds').update({ status: 'closed' }).eq('id', id).in('status', ['pending', 'approved']).select('id').throwOnError()
  // RLS and the status filter refuse silently: no row back means nothing was closed.
  if (!data?.length) throw new ClassifiedNotClosedError('Classified was not closed')
}

/** Renewing ('Pratęsti 30 dienų', 'Renew for 30 days'): the database keeps an approved classified public for 30 days from now; answers the new end. */
async function renewClassified({ id }: { id: string }): Promise<string> {
  const { data } = await supabase.rpc('renew_classified', { classified_id: id }).throwOnError()
  return data
}

/** After either change, settled or not, the member's list shows what the database holds. */
function useRefreshOwnClassifieds() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: accountQueries.allOwnClassifieds() })
}

export function useCloseClassified() {
  const onSettled = useRefreshOwnClassifieds()
  return useMutation({ mutationFn: closeClassified, onSettled })
}

export function useRenewClassified() {
  const onSettled = useRefreshOwnClassifieds()
  return useMutation({ mutationFn: renewClassified, onSettled })
}

export class WrongPasswordError extends Error {}

/**
 * UK GDPR erasure: confirm the password, remove the member's own pictures, then the
 * database deletes the caller's own account, which it does only when told the account's own address.
 */
export async function deleteAccount(email: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new WrongPasswordError(error.message)
  await removeOwnPictures(supabase, data.user.id)
  await supabase.rpc('delete_own_account', { confirm_email: email }).throwOnError()
  // The user no longer exists on the server, so only the local session is cleared.
  await supabase.auth.signOut({ scope: 'local' })
}

async function markNoticesRead() {
  await supabase.rpc('mark_notices_read').throwOnError()
  // The header's count of unread notices drops at once.
  window.dispatchEvent(new Event(NOTICES_READ_EVENT))
}

/** The account page has shown the member their notices. */
export function useMarkNoticesRead() {
  return useMutation({ mutationFn: markNoticesRead })
}
