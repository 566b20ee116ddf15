/** The caches the service worker fills besides its precache; the app empties the personal ones at sign-out. */
export const API_CACHE = 'storefront-api'
/** Pictures seen, product photos mostly: not personal, so kept through a sign-out. */
export const IMAGES_CACHE = 'storefront-images'
/** Pages of one build: their HTML names that build's chunks, so they go when another build takes over. */
export const PAGES_CACHE_PREFIX = 'storefront-pages-'
/** The page the service worker answers with, offline, for an address this device never opened. */
export const OFFLINE_SHELL = '/offline.html'
export const SERVICE_WORKER_URL = '/sw.js'
