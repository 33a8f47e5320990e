import { useMutation, useQueryClient } from '@tanstack/react-query'
import { membershipQueries } from '@/features/communities/membership/queries'
import { supabase } from '@/lib/supabase/client'
import { duesQueries } from './queries'
import type { BankDetailsValues, PaymentValues } from './schemas'

async function saveBankDetails({ communityId, values }: { communityId: string; values: BankDetailsValues }) {
  await supabase
    .from('community_payment_details')
    .upsert({ community_id: communityId, account_name: values.accountName, sort_code: values.sortCode, account_number: values.accountNumber }, { onConflict: 'community_id' })
    .throwOnError()
}

async function recordPayment({ membershipId, values }: { membershipId: string; communityId: string; values: PaymentValues }) {
  await supabase.rpc('record_membership_payment', { membership: membershipId, amount_pence: values.amount, method: values.method, paid_on: values.paidOn }).throwOnError()
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBankDetails,
    onSuccess: (_, { communityId }) => queryClient.invalidateQueries({ queryKey: membershipQueries.bankDetails(communityId).queryKey }),
  })
}

export function useRecordPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (_, { communityId }) => queryClient.invalidateQueries({ queryKey: duesQueries.list(communityId).queryKey }),
  })
}
