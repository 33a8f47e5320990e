import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueries } from '@/features/account/queries'
import { databaseRefusal } from '@/lib/database-refusal'
import { supabase } from '@/lib/supabase/client'
import { ImageUploadError, uploadCheckedImage } from './checked-upload'
import type { CheckedImage } from './image-file'
import { toEventProposal, type ProposalValues } from './proposal-schema'

export const EVENT_IMAGES_BUCKET = 'event-images'

/**
 * The words about a picture that was not taken, or the database's own Lithuanian words for what
 * it refuses (PT422: a rule of the form checked again; PT429: the daily limit), else a general message.
 */
export function proposalErrorMessage(error: unknown): string {
  if (error instanceof ImageUploadError) return error.message
  return databaseRefusal(error) ?? 'Nepavyko pateikti renginio. Tai, ką įvedėte, liko formoje: bandykite dar kartą.'
}

type Proposal = { values: ProposalValues; image: CheckedImage | null; userId: string; organiserEntryId: string | null }

async function propose({ values, image, userId, organiserEntryId }: Proposal) {
  const imagePath = image ? await uploadCheckedImage(image, userId, EVENT_IMAGES_BUCKET) : null
  const { data, error } = await supabase.from('events').insert(toEventProposal(values, imagePath, organiserEntryId)).select('id, slug, status').single()
  if (error) {
    // The picture of a refused proposal is not kept.
    if (imagePath) await supabase.storage.from(EVENT_IMAGES_BUCKET).remove([imagePath])
    throw error
  }
  return data
}

/** Proposes an event; it waits for an administrator's decision. */
export function useProposeEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: propose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.allProposedEvents() }),
  })
}
