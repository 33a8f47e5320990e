import { m } from '@/paraglide/messages'

/**
 * The public fields of a directory entry, in the order its page shows them, with their
 * Lithuanian labels (the administrators' words): what a member's correction may change and a manager may edit
 * (private.entry_public_fields() in the entry contributions migration).
 */
export const entryFieldLabels = {
  name: 'Pavadinimas',
  summary: 'Trumpas aprašymas',
  description: 'Aprašymas',
  town: 'Miestas',
  region: 'Regionas',
  address: 'Adresas',
  leader_name: 'Vadovas',
  leader_title: 'Vadovo pareigos',
  email: 'El. paštas',
  phone: 'Telefonas',
  website: 'Svetainė',
  founded: 'Įkūrimo metai',
} as const

export type EntryPublicField = keyof typeof entryFieldLabels

export const entryPublicFields = Object.keys(entryFieldLabels) as EntryPublicField[]

export const isEntryPublicField = (key: string): key is EntryPublicField => Object.hasOwn(entryFieldLabels, key)

const fieldMessages: Record<EntryPublicField, () => string> = {
  name: m.directories_field_name,
  summary: m.directories_field_summary,
  description: m.directories_field_description,
  town: m.directories_field_town,
  region: m.directories_field_region,
  address: m.directories_field_address,
  leader_name: m.directories_field_leader_name,
  leader_title: m.directories_field_leader_title,
  email: m.directories_field_email,
  phone: m.directories_field_phone,
  website: m.directories_field_website,
  founded: m.directories_field_founded,
}

/** A field's label in the page's language (the Lithuanian ones are `entryFieldLabels`); a key outside the public fields (status, slug…) as stored. */
export const entryFieldLabel = (key: string) => (isEntryPublicField(key) ? fieldMessages[key]() : key)

/**
 * Keys in the public fields' order, any others after them in the order given: a difference
 * reads in the same order as the entry's page.
 */
export function sortEntryFields(keys: readonly string[]): string[] {
  const rank = (key: string) => (isEntryPublicField(key) ? entryPublicFields.indexOf(key) : entryPublicFields.length)
  return [...keys].sort((a, b) => rank(a) - rank(b))
}
