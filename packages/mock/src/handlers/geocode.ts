import { securedRoute } from '../lib/route.ts'

interface Place {
  city: { en: string; ar: string }
  latitude: number
  longitude: number
  streets: { en: string; ar: string }[]
}

/** A small stand-in geocoder: the shop's cities, each with a few streets. */
const PLACES: Place[] = [
  {
    city: { en: 'Cairo', ar: 'القاهرة' },
    latitude: 30.0444,
    longitude: 31.2357,
    streets: [
      { en: 'Tahrir Square', ar: 'ميدان التحرير' },
      { en: 'Qasr El Nil Street', ar: 'شارع قصر النيل' },
      { en: 'Talaat Harb Street', ar: 'شارع طلعت حرب' },
    ],
  },
  {
    city: { en: 'Alexandria', ar: 'الإسكندرية' },
    latitude: 31.2001,
    longitude: 29.9187,
    streets: [
      { en: 'Corniche Road', ar: 'طريق الكورنيش' },
      { en: 'Fouad Street', ar: 'شارع فؤاد' },
    ],
  },
  {
    city: { en: 'Riyadh', ar: 'الرياض' },
    latitude: 24.7136,
    longitude: 46.6753,
    streets: [
      { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
      { en: 'Olaya Street', ar: 'شارع العليا' },
    ],
  },
  {
    city: { en: 'Dubai', ar: 'دبي' },
    latitude: 25.2048,
    longitude: 55.2708,
    streets: [
      { en: 'Sheikh Zayed Road', ar: 'شارع الشيخ زايد' },
      { en: 'Al Wasl Road', ar: 'شارع الوصل' },
    ],
  },
  {
    city: { en: 'Amman', ar: 'عمّان' },
    latitude: 31.9539,
    longitude: 35.9106,
    streets: [{ en: 'Rainbow Street', ar: 'شارع الرينبو' }],
  },
]

/** Beyond this many kilometres from every city the geocoder knows nothing. */
const REACH_KM = 60

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(h))
}

export const geocodeHandlers = [
  securedRoute('get', '/api/v1/client/geocode/reverse', ({ query, language, reply }) => {
    const point = { latitude: query.latitude, longitude: query.longitude }
    const nearest = PLACES.map((place) => ({ place, km: distanceKm(point, place) })).sort(
      (a, b) => a.km - b.km,
    )[0]
    if (!nearest || nearest.km > REACH_KM)
      return reply(200, { result: true, message: 'OK', data: { street: null, city: null } })
    const { place } = nearest
    // The same point always names the same street.
    const street =
      place.streets[Math.abs(Math.round(point.latitude * 1e3 + point.longitude * 1e3)) % place.streets.length]
    const lang = language === 'ar' ? 'ar' : 'en'
    return reply(200, {
      result: true,
      message: 'OK',
      data: { street: street ? street[lang] : null, city: place.city[lang] },
    })
  }),
]
