/** Offline, with the service worker in control, a link opens as a whole page: the page as last seen holds its
 * answers, which the app in memory may never have fetched (docs/decisions/0062). */
export function openPagesWholeOffline() {
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || !navigator.serviceWorker?.controller) return
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.hash)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      location.assign(url.href)
    },
    // Before the router's own handler, which would render the page in place.
    true,
  )
}
