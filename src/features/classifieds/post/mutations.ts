import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueries } from '@/features/account/queries'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import { classifiedRefusal } from '../refusal'
import { toClassifiedPost, type ClassifiedValues } from './classified-schema'

/** The database's words for a refusal (HTML, 5 active, 10 a day; in English on English pages), else a general message. */
export function postErrorMessage(error: unknown): string {
  return classifiedRefusal(error) ?? m.classifieds_post_failed()
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
  })
}

async function editClassified({ id, values }: { id: string; values: ClassifiedValues }) {
  const { data } = await supabase.from('classifieds').update(toClassifiedPost(values)).eq('id', id).select('id, status').throwOnError()
  if (data.length === 0) throw new Error('not changed')
  return data[0]
}

/** The poster edits their classified; a published one then waits for approval again. */
export function useEditClassified() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: editClassified,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
  })
}
