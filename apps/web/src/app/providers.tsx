import { LocaleProvider } from '@ark-ui/react/locale'
import { useSignals } from '@preact/signals-react/runtime'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppToaster } from '../components/ui/toaster'
import { intlLocale, LL } from '../lib/language-store'

function Toaster() {
  useSignals()
  return <AppToaster closeLabel={LL.value.common.close()} />
}

/** Reads only the locale: Ark's LocaleProvider makes a new context value each render, and a context change makes
 * React redraw a server-drawn boundary whose code has not arrived (the account menu) from its fallback. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useSignals()
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={intlLocale.value}>
        {children}
        <Toaster />
      </LocaleProvider>
    </QueryClientProvider>
  )
}
