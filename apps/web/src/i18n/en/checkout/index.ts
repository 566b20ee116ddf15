import type { BaseTranslation } from '../../i18n-types'

// Loaded with the signed-in routes (app/route-chunks.ts), not on every page.
const en_checkout = {
  title: 'Checkout',
  preOrderTitle: 'Pre-order checkout',
  shippingAddress: 'Shipping address',
  addAddress: 'Add address',
  noAddresses: 'You have no saved addresses yet.',
  defaultAddress: 'Default',
  paymentMethod: 'Payment method',
  cod: 'Cash on delivery',
  codHint: 'Pay in cash when your order arrives.',
  preOrderPayment: 'Payment is processed when your pre-order is ready to ship.',
  deliveryNotes: 'Delivery notes',
  deliveryNotesHint: 'Optional: anything the courier should know.',
  summary: 'Order summary',
  quantity: 'Quantity: {count:number}',
  subtotal: 'Subtotal',
  discount: 'Promotion discount',
  shipping: 'Shipping',
  free: 'FREE',
  total: 'Total',
  cashDue: 'To pay in cash on delivery ({code:string})',
  preOrderTotal: 'Pre-order total',
  shippingLater: 'Shipping is added by the usual rules when you place the pre-order.',
  placeOrder: 'Place order',
  placePreOrder: 'Place pre-order',
  placing: 'Placing order...',
  emptyCart: 'Your cart has no items to order.',
  emptyPreOrderCart: 'Your cart has no pre-order items.',
  backToCart: 'Back to cart',
  continueShopping: 'Continue shopping',
} satisfies BaseTranslation

export default en_checkout
