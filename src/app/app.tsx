import { Router } from '@/lib/routing'
import { Providers } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { PageDataProvider } from '@/lib/page-data/page-data-context'
import type { PageDataStore } from '@/lib/page-data/page-data-store'

export function App({ pageData }: { pageData: PageDataStore }) {
  return (
    <Router>
      <PageDataProvider store={pageData}>
        <Providers>
          <AppRoutes />
        </Providers>
      </PageDataProvider>
    </Router>
  )
}
