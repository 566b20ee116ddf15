/** The five failures of spec §8, as keys of `address.geo`. */
export type GeoFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'failed'

export const GEO_TIMEOUT_MS = 10_000

export class GeoError extends Error {
  override readonly name = 'GeoError'
  readonly reason: GeoFailure
  constructor(reason: GeoFailure) {
    super(reason)
    this.reason = reason
  }
}

export function geoFailure(error: { code?: number } | null | undefined): GeoFailure {
  switch (error?.code) {
    case 1:
      return 'denied'
    case 2:
      return 'unavailable'
    case 3:
      return 'timeout'
    default:
      return 'failed'
  }
}

export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeout = GEO_TIMEOUT_MS,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new GeoError('unsupported'))
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new GeoError(geoFailure(error))),
        { enableHighAccuracy: true, timeout, maximumAge: 0 },
      )
    } catch {
      reject(new GeoError('failed'))
    }
  })
}
