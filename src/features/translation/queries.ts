import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { translationKinds, type TranslationKind } from './translation-kinds'

/** A stored English translation as its editors see it (drafts too). */
export type StoredTranslation = { id: string; status: string; outdated: boolean; words: Record<string, string | null> }

/** The item's English translation, or null. */
async function fetchTranslation(kind: TranslationKind, itemId: string): Promise<StoredTranslation | null> {
  const { table, itemColumn, fields } = translationKinds[kind]
  const { data } = await supabase
    .from(table)
    .select(['id', 'status', 'outdated', ...fields.map((field) => field.name)].join(', '))
    // The item column differs by kind: `filter` takes any column name.
    .filter(itemColumn, 'eq', itemId)
    .eq('locale', 'en')
    .maybeSingle()
    .throwOnError()
  if (!data) return null
  const row = data as unknown as Record<string, string | boolean | null>
  return {
    id: String(row.id),
    status: String(row.status),
    outdated: row.outdated === true,
    words: Object.fromEntries(fields.map((field) => [field.name, (row[field.name] as string | null) ?? null])),
  }
}

/** Where each item of a kind stands in English: a published or draft translation, and whether its original changed since. */
export type TranslationState = { status: string; outdated: boolean }

async function fetchStates(kind: TranslationKind): Promise<Map<string, TranslationState>> {
  const { table, itemColumn } = translationKinds[kind]
  const { data } = await supabase.from(table).select(`${itemColumn}, status, outdated`).eq('locale', 'en').throwOnError()
  const rows = (data ?? []) as unknown as Record<string, string | boolean>[]
  return new Map(rows.map((row) => [String(row[itemColumn]), { status: String(row.status), outdated: row.outdated === true }]))
}

export const translationQueries = {
  all: () => ['translations'] as const,
  english: (kind: TranslationKind, itemId: string) =>
    queryOptions({ queryKey: [...translationQueries.all(), kind, itemId, 'en'], queryFn: () => fetchTranslation(kind, itemId) }),
  states: (kind: TranslationKind) => queryOptions({ queryKey: [...translationQueries.all(), kind, 'states'], queryFn: () => fetchStates(kind) }),
}

type SaveTranslation = { kind: TranslationKind; itemId: string; id: string | null; words: Record<string, string | null>; published: boolean }

/** Saves the translation: added the first time, changed after (saving it is checking it). */
export function useSaveTranslation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ kind, itemId, id, words, published }: SaveTranslation) => {
      const { table, itemColumn } = translationKinds[kind]
      const row = { ...words, status: published ? 'published' : 'draft' }
      const query = id ? supabase.from(table).update(row as never).eq('id', id) : supabase.from(table).insert({ ...row, [itemColumn]: itemId, locale: 'en' } as never)
      // RLS refuses silently: ask for the row back and check it came.
      const { data } = await query.select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Translation was not saved')
    },
    // Every read of translations: the item's own and any list of their states.
    onSettled: () => queryClient.invalidateQueries({ queryKey: translationQueries.all() }),
  })
}
