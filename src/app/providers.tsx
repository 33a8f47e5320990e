import type { ReactNode } from 'react'
import { ToasterHost } from '@/components/toaster-host'

/**
 * App-wide providers. Only what every page needs sits here: the query client and
 * supabase-js load with the features that use them (DECISIONS.md §7).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  )
}
