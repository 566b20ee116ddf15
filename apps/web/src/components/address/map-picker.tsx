import 'leaflet/dist/leaflet.css'
import { useSignals } from '@preact/signals-react/runtime'
import type { Map as LeafletMap } from 'leaflet'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { type Place, reverseGeocode } from '../../data/addresses'
import { env } from '../../lib/env'
import { LL } from '../../lib/language-store'
import { TextField } from '../form/text-field'
import { BusyButton } from '../ui/busy-button'
import { currentPosition, GeoError } from './geolocation'

export const DEFAULT_CENTER = { latitude: 30.0444, longitude: 31.2357 }
const ZOOM = 15

/** Six decimals: about 10 cm, more than a door needs. */
export const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6)

interface MapPickerProps {
  latitude: string
  longitude: string
  onChange: (latitude: string, longitude: string) => void
  latitudeError?: string | undefined
  longitudeError?: string | undefined
  onPlaceFound?: (place: Place) => void
}

function readCenter(latitude: string, longitude: string) {
  const lat = Number.parseFloat(latitude)
  const lng = Number.parseFloat(longitude)
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { latitude: lat, longitude: lng }
    : null
}

function lookUp(latitude: string, longitude: string, found: () => MapPickerProps['onPlaceFound']) {
  const point = readCenter(latitude, longitude)
  if (!point) return
  void reverseGeocode(point.latitude, point.longitude).then((place) => {
    if (place) found()?.(place)
  })
}

/** Waits for the map to rest before asking the geocoder, so a drag asks once. */
const LOOKUP_DELAY_MS = 600

interface Latest {
  latitude: string
  longitude: string
  onChange: MapPickerProps['onChange']
  onPlaceFound: MapPickerProps['onPlaceFound']
}

function useCentredMap(
  container: RefObject<HTMLDivElement | null>,
  tiles: boolean,
  latest: RefObject<Latest>,
  setTilesFailed: (failed: boolean) => void,
  latitude: string,
  longitude: string,
) {
  const map = useRef<LeafletMap | null>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!tiles) return
    let cancelled = false
    let pending: ReturnType<typeof setTimeout> | undefined
    let created: LeafletMap | null = null
    import('leaflet')
      .then(({ default: L }) => {
        if (cancelled || !container.current) return
        const start = readCenter(latest.current.latitude, latest.current.longitude) ?? DEFAULT_CENTER
        created = L.map(container.current, {
          center: [start.latitude, start.longitude],
          zoom: ZOOM,
          keyboard: true,
          attributionControl: true,
        })
        addTiles(L, created, () => {
          if (!cancelled) setTilesFailed(true)
        })
        const drawn = created
        drawn.on('moveend', () => {
          const centre = drawn.getCenter()
          const next = { latitude: coordinate(centre.lat), longitude: coordinate(centre.lng) }
          // A move the fields asked for must not rewrite what is being typed.
          if (fieldsShow(latest.current, next)) return
          latest.current.onChange(next.latitude, next.longitude)
          clearTimeout(pending)
          pending = setTimeout(
            () => lookUp(next.latitude, next.longitude, () => latest.current.onPlaceFound),
            LOOKUP_DELAY_MS,
          )
        })
        map.current = created
        if (!readCenter(latest.current.latitude, latest.current.longitude))
          latest.current.onChange(coordinate(start.latitude), coordinate(start.longitude))
        setReady(true)
      })
      .catch(() => {
        // The fields still work without the map.
      })
    return () => {
      cancelled = true
      clearTimeout(pending)
      created?.remove()
      map.current = null
    }
  }, [tiles, container, latest, setTilesFailed])

  useMapFollowsFields(map, latitude, longitude)
  return ready
}

function addTiles(L: typeof import('leaflet'), map: LeafletMap, onFailed: () => void) {
  let loaded = false
  L.tileLayer(env.mapTileUrl, { attribution: env.mapAttribution, maxZoom: 19 })
    .on('tileload', () => {
      loaded = true
    })
    .on('tileerror', () => {
      if (!loaded) onFailed()
    })
    .addTo(map)
}

function fieldsShow(fields: Latest, point: { latitude: string; longitude: string }) {
  const shown = readCenter(fields.latitude, fields.longitude)
  return (
    !!shown &&
    coordinate(shown.latitude) === point.latitude &&
    coordinate(shown.longitude) === point.longitude
  )
}

function useMapFollowsFields(map: RefObject<LeafletMap | null>, latitude: string, longitude: string) {
  useEffect(() => {
    const centre = readCenter(latitude, longitude)
    const current = map.current
    if (!centre || !current) return
    const shown = current.getCenter()
    if (
      coordinate(shown.lat) === coordinate(centre.latitude) &&
      coordinate(shown.lng) === coordinate(centre.longitude)
    )
      return
    current.setView([centre.latitude, centre.longitude], current.getZoom(), { animate: false })
  }, [map, latitude, longitude])
}

function MapPin() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 36"
      width="32"
      height="48"
      className="pointer-events-none absolute start-1/2 top-1/2 z-[500] -translate-x-1/2 -translate-y-full drop-shadow"
    >
      <path
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z"
        fill="#dc2626"
        stroke="#7f1d1d"
        strokeWidth="1"
      />
      <circle cx="12" cy="12" r="4.5" fill="#fff" />
    </svg>
  )
}

function useLocate(latest: RefObject<Latest>) {
  const [locating, setLocating] = useState(false)
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null)
  const locate = () => {
    const t = LL.value.address
    setLocating(true)
    setStatus(null)
    currentPosition()
      .then((position) => {
        const [lat, lng] = [coordinate(position.latitude), coordinate(position.longitude)]
        latest.current.onChange(lat, lng)
        setStatus({ text: t.map.located(), failed: false })
        lookUp(lat, lng, () => latest.current.onPlaceFound)
      })
      .catch((error: unknown) => {
        const reason = error instanceof GeoError ? error.reason : 'failed'
        setStatus({ text: t.geo[reason](), failed: true })
      })
      .finally(() => setLocating(false))
  }
  return { locating, status, locate }
}

type CoordinateFieldsProps = Omit<MapPickerProps, 'onPlaceFound'> & { id: string }

function CoordinateFields({
  id,
  latitude,
  longitude,
  onChange,
  latitudeError,
  longitudeError,
}: CoordinateFieldsProps) {
  const t = LL.value.address.map
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        id={`${id}-lat`}
        name="latitude"
        label={t.latitude()}
        value={latitude}
        onValueChange={(value) => onChange(value, longitude)}
        error={latitudeError}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
      />
      <TextField
        id={`${id}-lng`}
        name="longitude"
        label={t.longitude()}
        value={longitude}
        onValueChange={(value) => onChange(latitude, value)}
        error={longitudeError}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
      />
    </div>
  )
}

interface MapFrameProps {
  container: RefObject<HTMLDivElement | null>
  helpId: string
  ready: boolean
}

function MapFrame({ container, helpId, ready }: MapFrameProps) {
  useSignals()
  const t = LL.value.address
  return (
    <div className="relative isolate overflow-hidden rounded-md border border-line" dir="ltr">
      <div
        ref={container}
        role="application"
        aria-label={t.map.label()}
        aria-describedby={helpId}
        data-testid="address-map"
        data-ready={ready ? 'true' : undefined}
        className="h-56 w-full !bg-[#d4d4d8] sm:h-64 dark:!bg-[#3f3f46]"
      />
      <MapPin />
      {ready ? null : (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-fg">{t.map.loading()}</p>
      )}
    </div>
  )
}

/** The pin stays at the centre and the map moves under it, so the arrow keys and +/- place it. */
export function MapPicker({
  latitude,
  longitude,
  onChange,
  latitudeError,
  longitudeError,
  onPlaceFound,
}: MapPickerProps) {
  useSignals()
  const t = LL.value.address
  const id = useId()
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef({ latitude, longitude, onChange, onPlaceFound })
  latest.current = { latitude, longitude, onChange, onPlaceFound }
  // Tiles that never load (tile server down, shopper offline) count as no tile server.
  const [tilesFailed, setTilesFailed] = useState(false)
  const tiles = !!env.mapTileUrl && !tilesFailed

  const ready = useCentredMap(container, tiles, latest, setTilesFailed, latitude, longitude)
  const { locating, status, locate } = useLocate(latest)

  return (
    <div className="flex flex-col gap-2">
      {tiles ? (
        <p id={`${id}-help`} className="text-sm text-muted">
          {t.map.help()}
        </p>
      ) : (
        <p className="rounded-md border border-line bg-surface p-3 text-sm" data-testid="map-unavailable">
          {t.map.unavailable()}
        </p>
      )}
      {tiles ? <MapFrame container={container} helpId={`${id}-help`} ready={ready} /> : null}
      <CoordinateFields
        id={id}
        latitude={latitude}
        longitude={longitude}
        onChange={onChange}
        latitudeError={latitudeError}
        longitudeError={longitudeError}
      />
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton className="btn-outline" onClick={locate} busy={locating}>
          {locating ? t.map.locating() : t.map.currentLocation()}
        </BusyButton>
        <p
          role={status?.failed ? 'alert' : 'status'}
          className={`text-sm ${status?.failed ? 'text-danger' : 'text-muted'}`}
        >
          {status?.text}
        </p>
      </div>
    </div>
  )
}
