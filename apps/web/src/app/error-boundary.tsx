import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { OfflinePage } from '../components/offline-page'
import { MaintenancePage } from '../features/status/maintenance-page'
import { markAppReady } from '../lib/hydration'
import { isStaleBuildError, reloadForNewBuild } from '../lib/stale-build'

interface BoundaryProps {
  children: ReactNode
  location: string
  navigate: (to: string) => void
}

class Boundary extends Component<BoundaryProps, { crashed: boolean; at: string | null }> {
  override state = { crashed: false, at: null as string | null }

  static getDerivedStateFromError() {
    return { crashed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Code of a build that a deploy replaced: one reload fetches the new page and its chunks.
    if (isStaleBuildError(error) && reloadForNewBuild()) return
    console.error('Render crash', error, info.componentStack)
    this.setState({ at: this.props.location })
    markAppReady()
  }

  override componentDidUpdate(prev: BoundaryProps) {
    // Leaving the crashed address (e.g. with the back button) gives the new page a fresh try.
    if (this.state.crashed && this.state.at !== null && prev.location !== this.props.location) {
      this.setState({ crashed: false, at: null })
    }
  }

  reset = (to: string) => {
    this.setState({ crashed: false, at: null })
    this.props.navigate(to)
  }

  override render() {
    return this.state.crashed ? <MaintenancePage onReset={this.reset} /> : this.props.children
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation()
  return (
    <Boundary location={location} navigate={navigate}>
      {children}
    </Boundary>
  )
}

// Offline, a page whose code cannot load says so in place, the layout kept, and opens once the connection returns.
class PageBoundary extends Component<
  { children: ReactNode; location: string },
  { error: unknown; at: string | null }
> {
  override state = { error: null as unknown, at: null as string | null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch() {
    this.setState({ at: this.props.location })
  }

  override componentDidUpdate(prev: { location: string }) {
    if (this.state.error !== null && this.state.at !== null && prev.location !== this.props.location)
      this.setState({ error: null, at: null })
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isStaleBuildError(error) && !navigator.onLine) return <OfflinePage />
    throw error
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  return <PageBoundary location={location}>{children}</PageBoundary>
}
