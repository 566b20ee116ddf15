import type { BaseTranslation } from '../i18n-types'

const en = {
  hello: 'Hello {name:string}',
} satisfies BaseTranslation

export default en
