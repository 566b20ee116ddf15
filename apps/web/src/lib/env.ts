export const env = {
  /** '' means same origin. */
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  appKey: import.meta.env.VITE_APP_KEY ?? 'storefront-web',
}
