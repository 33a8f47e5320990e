import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { pageRange } from '@/components/pagination'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

/** Enquiries per page: a flood of them never reaches the browser at once. */
export const CONTACTS_PAGE_SIZE = 50

async function fetchContactsPage(page: number) {
  const [from, to] = pageRange(page, CONTACTS_PAGE_SIZE)
  const { data, count } = await supabase
    .from('contacts')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .throwOnError()
  return { rows: data ?? [], total: count ?? 0 }
}

export const contactQueries = {
  all: () => [...adminQueries.all(), 'contacts'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...contactQueries.all(), 'page', page],
      queryFn: () => fetchContactsPage(page),
      // The current page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
}
