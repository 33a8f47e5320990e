import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { useRefreshModeration } from './mutations'

/** Thrown when the correction is no longer pending: another administrator decided first, or it is gone. */
export class CorrectionNotDecidedError extends Error {}

/** The database's code when apply_entry_correction finds no pending correction. */
const alreadyDecidedCode = 'PT422'

/** Applies a correction in one call: the entry takes the values and is marked checked; the correction is marked applied. */
async function apply(id: string) {
  const { error } = await supabase.rpc('apply_entry_correction', { correction_id: id })
  if (error?.code === alreadyDecidedCode) throw new CorrectionNotDecidedError(error.message)
  if (error) throw error
}

/** Rejects a correction still pending, with the reason its author reads in their account. */
async function reject(id: string, reason: string) {
  const { data } = await supabase
    .from('entry_corrections')
    .update({ status: 'rejected', rejection_reason: reason })
    .eq('id', id)
    .eq('status', 'pending')
    .select('id')
    .throwOnError()
  // RLS and the status filter refuse silently: no row back means nothing was decided.
  if (!data?.length) throw new CorrectionNotDecidedError('Correction was not decided')
}

export function useApplyCorrection() {
  const onSettled = useRefreshModeration()
  return useMutation({ mutationFn: ({ id }: { id: string }) => apply(id), onSettled })
}

export function useRejectCorrection() {
  const onSettled = useRefreshModeration()
  return useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => reject(id, reason), onSettled })
}
