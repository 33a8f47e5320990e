import { useEffect } from 'react'
import { useNavigate } from '@/lib/routing'

/** Replaces the current history entry with `to` once the page mounts (a legacy admin path). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}
