import type { Translation } from '../i18n-types'

const ar = {
  hello: 'مرحبا {name}',
} satisfies Translation

export default ar
