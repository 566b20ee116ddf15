export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  appKey: import.meta.env.VITE_APP_KEY ?? 'storefront-web',
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL ?? '',
  mapAttribution: import.meta.env.VITE_MAP_ATTRIBUTION ?? '',
}
