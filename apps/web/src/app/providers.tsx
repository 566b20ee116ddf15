import { LocaleProvider } from '@ark-ui/react/locale'
import { useSignals } from '@preact/signals-react/runtime'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppToaster } from '../components/ui/toaster'
import { intlLocale, LL } from '../lib/language-store'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useSignals()
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={intlLocale.value}>
        {children}
        <AppToaster closeLabel={LL.value.common.close()} />
      </LocaleProvider>
    </QueryClientProvider>
  )
}
