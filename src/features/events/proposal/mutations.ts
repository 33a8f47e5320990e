import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountQueries } from '@/features/account/queries'
import { refusalInPageLanguage } from '@/lib/database-refusal'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import { ImageUploadError, uploadCheckedImage } from './checked-upload'
import type { CheckedImage } from './image-file'
import { toEventProposal, type ProposalValues } from './proposal-schema'

export const EVENT_IMAGES_BUCKET = 'event-images'

/**
 * The database's Lithuanian words for what it refuses of a proposal (the events migration's
 * refuse_bad_event), as an English page says them.
 */
const byMessage: Record<string, () => string> = {
  'Renginio aprašyme negali būti HTML žymių: rašykite paprastą tekstą.': m.events_refused_markup,
  'Nuoroda turi prasidėti „https://“.': m.events_link_https,
  'Renginys turi baigtis vėliau, nei prasideda.': m.events_end_after_start,
  'Renginio pradžia jau praėjo: pasirinkite būsimą datą.': m.events_start_past,
  'Siūlyti galima renginius, prasidedančius per artimiausius 2 metus ir trunkančius ne ilgiau kaip mėnesį.': m.events_refused_range,
  'Organizatorius turi būti paskelbtas katalogo įrašas.': m.events_refused_organiser,
  'Paveikslėlis turi būti įkeltas iš jūsų paskyros.': m.events_refused_image_owner,
  'Paveikslėlis nepatikrintas: įkelkite jį per renginio formą.': m.events_refused_image_unchecked,
}

/** The daily limit, whose message names the count: by its code. */
const byCode = { PT429: m.events_refused_daily_limit }

/**
 * The words about a picture that was not taken, or the database's own words for what it refuses
 * (PT422: a rule of the form checked again; PT429: the daily limit; in English when the page
 * is), else a general message.
 */
export function proposalErrorMessage(error: unknown): string {
  if (error instanceof ImageUploadError) return error.message
  return refusalInPageLanguage(error, { byMessage, byCode }) ?? m.events_proposal_failed()
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
