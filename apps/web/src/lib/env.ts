export const env = {
  /** '' means same origin. */
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  appKey: import.meta.env.VITE_APP_KEY ?? 'storefront-web',
  /** Map tiles for the address picker ('{z}/{x}/{y}' template); '' shows a plain grey map. */
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL ?? '',
  mapAttribution: import.meta.env.VITE_MAP_ATTRIBUTION ?? '',
}
