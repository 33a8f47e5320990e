import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { accountQueries } from './queries'
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
      newsletter_consent: values.newsletter,
      updated_at: new Date().toISOString(),
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

export class WrongPasswordError extends Error {}

/**
 * UK GDPR erasure: confirm the password, then the database deletes the caller's own account,
 * which it does only when told the account's own address.
 */
export async function deleteAccount(email: string, password: string) {
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new WrongPasswordError(error.message)
  await supabase.rpc('delete_own_account', { confirm_email: email }).throwOnError()
  // The user no longer exists on the server, so only the local session is cleared.
  await supabase.auth.signOut({ scope: 'local' })
}
