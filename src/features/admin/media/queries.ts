import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

export const MEDIA_BUCKET = 'admin-media'

async function fetchActiveMedia() {
  const { data } = await supabase
    .from('media')
    .select('*')
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .throwOnError()
  return data ?? []
}

export const mediaQueries = {
  all: () => [...adminQueries.all(), 'media'] as const,
  list: () => queryOptions({ queryKey: [...mediaQueries.all(), 'list'], queryFn: fetchActiveMedia }),
}

export function publicMediaUrl(filePath: string): string {
  return supabase.storage.from(MEDIA_BUCKET).getPublicUrl(filePath).data.publicUrl
}
