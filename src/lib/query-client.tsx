import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * The one QueryClient. It lives in the chunks of the features that read server data
 * (community membership, account, admin), never in the home page's first load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 3, gcTime: 5 * 60 * 1000, staleTime: 30 * 1000, refetchOnWindowFocus: false },
  },
})

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
