// Runs before first paint: applies the stored theme and the language direction, so the page does
// not flash the wrong look. A file, so the CSP can forbid inline scripts; the production server
// inlines it and allows it by its hash (server/page-template.ts).
// A page the server composed names its language and direction on <html>, and the theme too when the
// theme cookie holds one (data-theme). Reading the cookie or storage here is a synchronous trip to the
// browser process each, 2-3 ms of the parser's time before the first paint, so they are read only when
// missing: index.html as it is (the dev server, a static demo) has no `dir`, and this script names both.
;(() => {
  const root = document.documentElement
  try {
    if (!root.dir) {
      const match = document.cookie.match(/(?:^|; )lang=([^;]*)/)
      const lang = match ? decodeURIComponent(match[1]) : navigator.language || 'en'
      const arabic = lang.slice(0, 2) === 'ar'
      root.lang = arabic ? 'ar' : 'en'
      root.dir = arabic ? 'rtl' : 'ltr'
    }
  } catch {
    // cookies blocked: the app applies the language when it starts
  }
  try {
    const theme = root.dataset.theme || localStorage.getItem('vite-ui-theme') || 'system'
    const dark =
      theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
    root.classList.add(dark ? 'dark' : 'light')
    // A banner the server rendered for want of the consent cookie, while storage holds the choice.
    if (root.dataset.consent === 'ask' && /^(true|false)$/.test(localStorage.getItem('cookie_consent')))
      root.setAttribute('data-consent-stored', '')
  } catch {
    // storage blocked: the app applies defaults when it starts
  }
})()
