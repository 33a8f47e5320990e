import { supabase } from '@/lib/supabase/client'

/** Every administrator's name as the log shows who acted ('Rūta Jonaitė', or the address). */
export async function fetchAdminNames(): Promise<Map<string, string>> {
  const { data } = await supabase.from('admin_users').select('id, email, first_name, last_name').throwOnError()
  return new Map(data.map((admin) => [admin.id, [admin.first_name, admin.last_name].filter(Boolean).join(' ') || admin.email]))
}
