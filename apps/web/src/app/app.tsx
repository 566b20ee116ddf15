import type { QueryClient } from '@tanstack/react-query'
import { Router } from 'wouter'
import { parsePattern } from '../lib/route-pattern'
import { CRASH_TEST_ENABLED, CrashTest } from './crash-test'
import { AppErrorBoundary, PageErrorBoundary } from './error-boundary'
import { SiteLayout } from './layout/site-layout'
import { ProductPrefetch } from './product-prefetch'
import { AppProviders } from './providers'
import { AppRoutes } from './routes'
import { ScrollToTop } from './scroll-to-top'

/** The whole app below the router that tells the address (browser, server or memory); its own Router only adds the pattern parser. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Router parser={parsePattern}>
      <AppProviders queryClient={queryClient}>
        <AppErrorBoundary>
          <ScrollToTop />
          <SiteLayout>
            {CRASH_TEST_ENABLED ? <CrashTest /> : null}
            <ProductPrefetch>
              <PageErrorBoundary>
                <AppRoutes />
              </PageErrorBoundary>
            </ProductPrefetch>
          </SiteLayout>
        </AppErrorBoundary>
      </AppProviders>
    </Router>
  )
}
