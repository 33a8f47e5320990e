import { MAX_ROWS } from '@/lib/public-rest'

/**
 * Every row a query matches, asked for in pages of the data API's row limit (a hosted project
 * cuts a longer answer silently). `page(from, to)` is the query with `.range(from, to)`; its
 * order must be total (end it with a unique column), or a row could fall between two pages.
 */
export async function allRows<Row>(page: (from: number, to: number) => PromiseLike<{ data: Row[] | null }>): Promise<Row[]> {
  const rows: Row[] = []
  for (let from = 0; ; from += MAX_ROWS) {
    const { data } = await page(from, from + MAX_ROWS - 1)
    rows.push(...(data ?? []))
    if ((data?.length ?? 0) < MAX_ROWS) return rows
  }
}
