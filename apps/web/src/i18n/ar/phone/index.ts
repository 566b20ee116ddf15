import type { NamespacePhoneTranslation } from '../../i18n-types'

// Loaded with the signed-in routes (app/route-chunks.ts), not on every page.
const ar_phone = {
  country: 'الدولة',
  searchCountry: 'ابحث عن دولة',
  chooseCountry: 'عرض الدول',
  noCountry: 'لم يتم العثور على دولة.',
} satisfies NamespacePhoneTranslation

export default ar_phone
