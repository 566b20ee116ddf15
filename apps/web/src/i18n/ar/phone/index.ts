import type { NamespacePhoneTranslation } from '../../i18n-types'

const ar_phone = {
  country: 'الدولة',
  searchCountry: 'ابحث عن دولة',
  chooseCountry: 'عرض الدول',
  noCountry: 'لم يتم العثور على دولة.',
} satisfies NamespacePhoneTranslation

export default ar_phone
