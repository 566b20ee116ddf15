import { defineConfig, presetWind4 } from 'unocss'

// CSS variables: primary/accent from the server's configuration (lib/theme-colors.ts), neutrals by `dark`.
const cssVar = (name: string) => `var(--color-${name})`

export default defineConfig({
  presets: [presetWind4({ dark: 'class', preflights: { reset: true } })],
  theme: {
    colors: {
      bg: cssVar('bg'),
      fg: cssVar('fg'),
      surface: cssVar('surface'),
      muted: cssVar('muted'),
      line: cssVar('line'),
      ring: cssVar('ring'),
      link: cssVar('link'),
      danger: cssVar('danger'),
      success: cssVar('success'),
      primary: {
        DEFAULT: cssVar('primary'),
        light: cssVar('primary-light'),
        dark: cssVar('primary-dark'),
        fg: cssVar('primary-fg'),
      },
      accent: {
        DEFAULT: cssVar('accent'),
        light: cssVar('accent-light'),
        dark: cssVar('accent-dark'),
        fg: cssVar('accent-fg'),
      },
    },
  },
  shortcuts: {
    'page-container': 'mx-auto w-full max-w-7xl px-4 sm:px-6',
    // `outline-none` sets --un-outline-style to none: focus-visible names a style again, or no ring shows.
    focusable:
      'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    btn: 'focusable inline-flex items-center justify-center gap-2 rounded-md px-4 h-10 text-sm font-medium transition-colors disabled:opacity-60 disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-primary text-primary-fg hover:bg-primary-dark',
    'btn-accent': 'btn bg-accent text-accent-fg hover:bg-accent-dark',
    'btn-outline': 'btn border border-line bg-bg text-fg hover:bg-surface',
    'btn-ghost': 'btn text-fg hover:bg-surface',
    'icon-btn':
      'focusable inline-flex items-center justify-center rounded-md size-10 text-fg hover:bg-surface disabled:opacity-40 disabled:cursor-not-allowed',
    field:
      'focusable h-10 w-full rounded-md border border-line bg-bg px-3 text-sm text-fg placeholder:text-muted',
    card: 'rounded-lg border border-line bg-bg',
    // Laid out and painted only near the viewport: what is below the fold costs nothing on load.
    'below-fold': '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]',
    'below-fold-card': '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]',
    skeleton: 'animate-pulse rounded-md bg-line',
    prose:
      'leading-7 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:mt-6 [&_h2]:mb-2 [&_h3]:font-semibold [&_h3]:mt-4 [&_p]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-link [&_a]:underline',
  },
})
