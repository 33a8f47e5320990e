import { Router } from '@/lib/routing'
import { Providers } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { PageDataProvider } from '@/lib/page-data/page-data-context'
import type { PageDataStore } from '@/lib/page-data/page-data-store'
import { routerBase, type Locale } from '@/lib/i18n/locale'

export function App({ pageData, locale }: { pageData: PageDataStore; locale: Locale }) {
  return (
    <Router base={routerBase(locale)}>
      <PageDataProvider store={pageData}>
        <Providers>
          <AppRoutes />
        </Providers>
      </PageDataProvider>
    </Router>
  )
}
