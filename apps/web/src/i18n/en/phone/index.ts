import type { BaseTranslation } from '../../i18n-types'

const en_phone = {
  country: 'Country',
  searchCountry: 'Search country',
  chooseCountry: 'Show countries',
  noCountry: 'No country found.',
} satisfies BaseTranslation

export default en_phone
