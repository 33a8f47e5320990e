import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { toClassifiedPost, type ClassifiedValues } from './classified-schema'

/** The database's own words for a refusal (HTML, 5 active, 10 a day), else a general message. */
export function postErrorMessage(error: unknown): string {
  const { code, message, hint } = (error ?? {}) as Partial<PostgrestError>
  if (code === 'PT422' || code === 'PT429') return [message, hint].filter(Boolean).join(' ')
  return 'Nepavyko įdėti skelbimo. Tai, ką įvedėte, liko formoje: bandykite dar kartą.'
}

async function postClassified(values: ClassifiedValues) {
  const { data } = await supabase.from('classifieds').insert(toClassifiedPost(values)).select('id, status').single().throwOnError()
  return data
}

/** Posts a classified; it waits for an administrator's approval. */
export function usePostClassified() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postClassified,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  })
}
