// Runs before first paint: applies the stored theme and the language direction, so the page does
// not flash the wrong look. A file, so the CSP can forbid inline scripts; the production server
// inlines it and allows it by its hash (scripts/web-page.ts).
;(() => {
  try {
    const root = document.documentElement
    const theme = localStorage.getItem('vite-ui-theme') || 'system'
    const dark =
      theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
    root.classList.add(dark ? 'dark' : 'light')
    const match = document.cookie.match(/(?:^|; )lang=([^;]*)/)
    const lang = match ? decodeURIComponent(match[1]) : navigator.language || 'en'
    if (lang.slice(0, 2) === 'ar') {
      root.lang = 'ar'
      root.dir = 'rtl'
    }
  } catch {
    // storage blocked: the app applies defaults when it starts
  }
})()
