import type { QueryClient } from '@tanstack/react-query'
import { CRASH_TEST_ENABLED, CrashTest } from './crash-test'
import { AppErrorBoundary } from './error-boundary'
import { SiteLayout } from './layout/site-layout'
import { ProductPrefetch } from './product-prefetch'
import { AppProviders } from './providers'
import { AppRoutes } from './routes'
import { ScrollToTop } from './scroll-to-top'

/** The whole app below the router (the browser's, the server's, or a memory one in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <ScrollToTop />
        <SiteLayout>
          {CRASH_TEST_ENABLED ? <CrashTest /> : null}
          <ProductPrefetch>
            <AppRoutes />
          </ProductPrefetch>
        </SiteLayout>
      </AppErrorBoundary>
    </AppProviders>
  )
}
