import { readPublic } from '@/lib/public-rest'

/**
 * The newest id of the public content's change log (0 when it is empty): the revision a page is
 * rendered at, and what a browser compares with it to learn that the page's data has changed.
 */
export async function readLatestRevision(signal?: AbortSignal): Promise<number> {
  const rows = await readPublic<{ id: number }>('content_changes', { select: 'id', order: 'id.desc', limit: '1' }, signal)
  return rows[0]?.id ?? 0
}
