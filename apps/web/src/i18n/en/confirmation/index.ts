import type { BaseTranslation } from '../../i18n-types'

const en_confirmation = {
  title: 'Thank you for your order!',
  preOrderTitle: 'Thank you for your pre-order!',
  missingTitle: 'Order confirmation',
  text: 'We have received your order and will confirm it soon.',
  preOrderText:
    'We will let you know when the items are in stock. Payment is processed when your pre-order is ready to ship.',
  orderNumber: 'Order number',
  arrivalLabel: 'Delivery',
  arrival: 'Estimated arrival: {date:string}',
  cashDue: 'To pay in cash on delivery ({code:string})',
  viewOrder: 'View order details',
  viewPreOrder: 'View pre-order details',
  missing: 'There is no recent order to show.',
} satisfies BaseTranslation

export default en_confirmation
