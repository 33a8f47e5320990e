import { useRouteData } from '@/lib/page-data/page-data-context'
import { ukDate } from '@/lib/uk-clock'

const readToday = async () => ukDate()

/**
 * The UK day the page was rendered on, carried in its data: which events are past is decided by
 * it on the server and while the page hydrates (so the markup matches), then by the visitor's
 * own day. The server renders such pages again as days go by.
 */
export function useRenderDay(): string | null {
  return useRouteData('render-day', readToday).data ?? null
}
