// Names fixed by the spec (theme, cookie consent, language cookie) or shared with the sdk.
export const THEME_KEY = 'vite-ui-theme'
/** The theme again, as a cookie: the server marks it on the page, so the boot script need not read storage. */
export const THEME_COOKIE = 'vite-ui-theme'
export const COOKIE_CONSENT_KEY = 'cookie_consent'
/** The consent choice copied to a cookie of the same name, so the server knows whether to render the banner. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent'
export const CURRENCY_KEY = 'currency'
/** The chosen currency again, as a cookie, so the server renders prices in it. */
export const CURRENCY_COOKIE = 'currency'
export const AUTH_KEY = 'auth'
export const LANG_COOKIE = 'lang'
export const TOKEN_COOKIE = 'auth_token'
export const DEVICE_ID_KEY = 'device_id'
export const RETURN_TO_KEY = 'return_to'
export const RETURN_TO_COOKIE = 'return_to'
/** sessionStorage: when the one-time code may be asked for again (epoch ms). */
export const OTP_RESEND_KEY = 'otp_resend_at'
export const PLACE_ORDER_ATTEMPT_KEY = 'place_order_attempt'
/** localStorage: the products last opened on this device, newest first (summaries, at most 12). */
export const RECENTLY_VIEWED_KEY = 'recently_viewed'
/** localStorage: the shopper's last searches on this device, newest first (at most 5). */
export const RECENT_SEARCHES_KEY = 'recent_searches'
/** sessionStorage: when the page last reloaded itself for a newer build (epoch ms), so it does so once. */
export const BUILD_RELOAD_KEY = 'build_reload_at'
export const MOCK_STATE_KEY = 'mock_state'
/** localStorage: the store's settings as last answered, standing in while the API cannot answer them. */
export const LAST_SETTINGS_KEY = 'last_settings'
/** localStorage: per wished product, the variant chosen when it was wished (at most 50). */
export const WISHED_VARIANTS_KEY = 'wished_variants'
