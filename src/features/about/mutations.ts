import type { ContactValues } from './schemas'

/**
 * Inserts an enquiry (DECISIONS §4). Anonymous visitors may insert but not read contacts, so
 * the insert asks for no row back (return=minimal). supabase-js loads with the first send.
 */
export async function sendContact(values: ContactValues): Promise<void> {
  const { supabase } = await import('@/lib/supabase/client')
  await supabase
    .from('contacts')
    .insert({ name: values.name, email: values.email, phone: values.phone || null, message: values.message })
    .throwOnError()
}
