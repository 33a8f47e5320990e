import { BrowserRouter } from 'react-router-dom'
import { Providers } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { PageDataProvider } from '@/lib/page-data/page-data-context'
import type { PageDataStore } from '@/lib/page-data/page-data-store'

export function App({ pageData }: { pageData: PageDataStore }) {
  return (
    <BrowserRouter>
      <PageDataProvider store={pageData}>
        <Providers>
          <AppRoutes />
        </Providers>
      </PageDataProvider>
    </BrowserRouter>
  )
}
