import { lazy, Suspense, useEffect, useState } from 'react'
import { registerToasterHost } from '@/lib/toast'

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/** Mounts sonner's toaster only once something asks for a toast. */
export function ToasterHost() {
  const [isRequested, setIsRequested] = useState(false)
  useEffect(() => {
    registerToasterHost(() => setIsRequested(true))
  }, [])
  if (!isRequested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
