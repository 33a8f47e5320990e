import type { ContactValues } from './schemas'

/** The database's answer to more enquiries than it takes in an hour (HTTP 429). */
export function isEnquiryLimitError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'PT429'
}

/**
 * Inserts an enquiry. Anonymous visitors may insert but not read contacts, so the insert asks
 * for no row back (return=minimal). supabase-js loads with the first send.
 */
export async function sendContact(values: ContactValues): Promise<void> {
  const { supabase } = await import('@/lib/supabase/client')
  await supabase
    .from('contacts')
    .insert({ name: values.name, email: values.email, phone: values.phone || null, message: values.message })
    .throwOnError()
}
