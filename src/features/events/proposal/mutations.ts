import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueries } from '@/features/account/queries'
import { databaseRefusal } from '@/lib/database-refusal'
import { supabase } from '@/lib/supabase/client'
import type { CheckedImage } from './image-file'
import { toEventProposal, type ProposalValues } from './proposal-schema'

export const EVENT_IMAGES_BUCKET = 'event-images'

/** Thrown with the words the member should read; what they typed stays in the form. */
export class ProposalError extends Error {}

/**
 * The database's own Lithuanian words for what it refuses (PT422: a rule of the form checked
 * again; PT429: the daily limit), else a general message.
 */
export function proposalErrorMessage(error: unknown): string {
  if (error instanceof ProposalError) return error.message
  return databaseRefusal(error) ?? 'Nepavyko pateikti renginio. Tai, ką įvedėte, liko formoje: bandykite dar kartą.'
}

type Proposal = { values: ProposalValues; image: CheckedImage | null; userId: string; organiserEntryId: string | null }

/** The function's Lithuanian words for a picture it refused, if it answered with them. */
async function checkRefusal(error: unknown): Promise<string | null> {
  const context = error instanceof Error && 'context' in error ? error.context : null
  if (!(context instanceof Response)) return null
  const body: unknown = await context.json().catch(() => null)
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null
}

/**
 * Uploads the picture, then has the check-event-image function read its bytes: Storage checks
 * only the declared type and size, and the database takes only a picture that function checked.
 */
async function uploadImage({ file, type }: CheckedImage, userId: string): Promise<string> {
  const path = `${userId}/${crypto.randomUUID()}.${type.extension}`
  const { error } = await supabase.storage.from(EVENT_IMAGES_BUCKET).upload(path, file, { contentType: type.mime, upsert: false })
  if (error) throw new ProposalError('Nepavyko įkelti paveikslėlio: jis turi būti JPEG, PNG ar WebP ir ne didesnis kaip 2 MB.')
  const checked = await supabase.functions.invoke('check-event-image', { body: { path } })
  if (checked.error) throw new ProposalError((await checkRefusal(checked.error)) ?? 'Nepavyko patikrinti paveikslėlio: bandykite dar kartą.')
  return path
}

async function propose({ values, image, userId, organiserEntryId }: Proposal) {
  const imagePath = image ? await uploadImage(image, userId) : null
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
