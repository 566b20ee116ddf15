import { securedRoute } from '../route.ts'

type Names = { en: string; ar: string }
interface Place {
  city: Names
  latitude: number
  longitude: number
  streets: Names[]
}

const names = ([en, ar]: [string, string]): Names => ({ en, ar })

const PLACES: Place[] = (
  [
    [
      ['Cairo', 'القاهرة'],
      30.0444,
      31.2357,
      [
        ['Tahrir Square', 'ميدان التحرير'],
        ['Qasr El Nil Street', 'شارع قصر النيل'],
        ['Talaat Harb Street', 'شارع طلعت حرب'],
      ],
    ],
    [
      ['Alexandria', 'الإسكندرية'],
      31.2001,
      29.9187,
      [
        ['Corniche Road', 'طريق الكورنيش'],
        ['Fouad Street', 'شارع فؤاد'],
      ],
    ],
    [
      ['Riyadh', 'الرياض'],
      24.7136,
      46.6753,
      [
        ['King Fahd Road', 'طريق الملك فهد'],
        ['Olaya Street', 'شارع العليا'],
      ],
    ],
    [
      ['Dubai', 'دبي'],
      25.2048,
      55.2708,
      [
        ['Sheikh Zayed Road', 'شارع الشيخ زايد'],
        ['Al Wasl Road', 'شارع الوصل'],
      ],
    ],
    [['Amman', 'عمّان'], 31.9539, 35.9106, [['Rainbow Street', 'شارع الرينبو']]],
  ] as [[string, string], number, number, [string, string][]][]
).map(([city, latitude, longitude, streets]) => ({
  city: names(city),
  latitude,
  longitude,
  streets: streets.map(names),
}))

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
