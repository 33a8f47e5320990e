import { useEffect, useRef, useState } from 'react'
import { useLocation } from '@/lib/routing'
import { useSession } from '@/lib/session/use-session'

/** Sent by the account page once it has shown the member their notices. */
export const NOTICES_READ_EVENT = 'lietuviai-jk:notices-read'

/**
 * How many notices the member has not read (decisions, replies, expiring classifieds, membership
 * and dues): read when they sign in and on each page they open (supabase-js is already loaded for
 * a signed-in member), cleared when the account page shows them.
 */
export function useUnreadNotices(): number {
  const { user, getSupabase } = useSession()
  const { pathname } = useLocation()
  const [count, setCount] = useState(0)
  // Bumped when the account page marks the notices read: a count read before then is stale.
  const seenGeneration = useRef(0)
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    let isCurrent = true
    const generation = seenGeneration.current
    getSupabase()
      .then((client) => client.rpc('unread_notices'))
      .then(
        ({ data }) => {
          if (isCurrent && generation === seenGeneration.current && typeof data === 'number') setCount(data)
        },
        () => {},
      )
    return () => {
      isCurrent = false
    }
  }, [userId, pathname, getSupabase])

  useEffect(() => {
    const clear = () => {
      seenGeneration.current += 1
      setCount(0)
    }
    window.addEventListener(NOTICES_READ_EVENT, clear)
    return () => window.removeEventListener(NOTICES_READ_EVENT, clear)
  }, [])

  return userId ? count : 0
}
