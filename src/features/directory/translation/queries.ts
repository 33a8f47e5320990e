import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { EntryTranslationValues } from './schema'

/** The entry's English translation as its editors see it (drafts too), or null. */
async function fetchTranslation(entryId: string) {
  const { data } = await supabase
    .from('entry_translations')
    .select('id, name, summary, description, status, outdated, updated_at')
    .eq('entry_id', entryId)
    .eq('locale', 'en')
    .maybeSingle()
    .throwOnError()
  return data
}

export const entryTranslationQueries = {
  all: () => ['entry-translations'] as const,
  english: (entryId: string) => queryOptions({ queryKey: [...entryTranslationQueries.all(), entryId, 'en'], queryFn: () => fetchTranslation(entryId) }),
}

/** Saves the translation: added the first time, changed after (saving it is checking it). */
export function useSaveEntryTranslation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ entryId, id, values }: { entryId: string; id: string | null; values: EntryTranslationValues }) => {
      const words = { name: values.name, summary: values.summary || null, description: values.description || null, status: values.published ? 'published' : 'draft' }
      const query = id
        ? supabase.from('entry_translations').update(words).eq('id', id)
        : supabase.from('entry_translations').insert({ ...words, entry_id: entryId, locale: 'en' })
      // RLS refuses silently: ask for the row back and check it came.
      const { data } = await query.select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Translation was not saved')
    },
    onSettled: (_, __, { entryId }) => queryClient.invalidateQueries({ queryKey: entryTranslationQueries.english(entryId).queryKey }),
  })
}
