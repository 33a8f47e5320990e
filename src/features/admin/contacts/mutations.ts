import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { ContactStatus } from './contact-labels'
import { contactQueries } from './queries'

/** Changes an enquiry's status; the database stamps updated_at. */
export function useSetContactStatusMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ContactStatus }) => {
      const { data } = await supabase
        .from('contacts')
        .update({ status })
        .eq('id', id)
        .select('id')
        .throwOnError()
      if (!data || data.length !== 1) throw new Error('Contact was not updated')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueries.all() }),
  })
}
