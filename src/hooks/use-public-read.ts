import { useEffect, useState } from 'react'

export type PublicRead<Data> = { data: Data | undefined; error: unknown; isPending: boolean }

type Settled<Data> = { key: string; data?: Data; error?: unknown }

/**
 * One public read of server data after mount, for prerendered public pages: no query cache and
 * no supabase-js in their first load (react-query and the client come with signed-in features).
 * A new `key` reads again; a read still under way when the key changes or the page leaves is
 * abandoned.
 */
export function usePublicRead<Data>(key: string, read: (signal: AbortSignal) => Promise<Data>): PublicRead<Data> {
  const [settled, setSettled] = useState<Settled<Data> | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    read(controller.signal).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, error })
      },
    )
    return () => controller.abort()
    // `read` is a new function on every render; the key names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const current = settled?.key === key ? settled : null
  return { data: current?.data, error: current?.error, isPending: current === null }
}
