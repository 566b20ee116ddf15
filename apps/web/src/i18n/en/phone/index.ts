import type { BaseTranslation } from '../../i18n-types'

// Loaded with the signed-in routes (app/route-chunks.ts), not on every page.
const en_phone = {
  country: 'Country',
  searchCountry: 'Search country',
  chooseCountry: 'Show countries',
  noCountry: 'No country found.',
} satisfies BaseTranslation

export default en_phone
