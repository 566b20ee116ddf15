import type { BaseTranslation } from '../../i18n-types'

// Loaded with the signed-in routes (app/route-chunks.ts), not on every page.
const en_account = {
  title: 'My account',
  memberSince: 'Member since {date:string}',
  sections: 'Account sections',
  tabs: {
    orders: 'Order history',
    preOrders: 'Pre-orders',
    addresses: 'Saved addresses',
    personal: 'Personal information',
    notifications: 'Notification preferences',
    security: 'Security and privacy',
    delete: 'Delete account',
  },
  noOrders: 'No orders found',
  startShopping: 'Start shopping',
  noPreOrders: 'No Pre-orders found',
  orderNumber: 'Order {number:string}',
  placedOn: 'Placed on {date:string}',
  itemCount: '{count:number} item{{s}}',
  readyBy: 'Estimated ready {date:string}',
  viewDetails: 'View details',
  noAddresses: 'No saved addresses yet.',
  addressesFailed: 'Failed to fetch addresses',
  defaultAddress: 'Default',
  save: 'Save changes',
  saving: 'Saving...',
  notificationsIntro: 'Choose which e-mails you receive.',
  orderUpdates: 'Order updates by e-mail',
  newsletter: 'Newsletter and offers',
  securityIntro: 'You sign in with a one-time code sent to {email:string}; there is no password to manage.',
  logout: 'Log out',
  logoutTitle: 'Log out?',
  logoutText: 'You will need a new code to sign in again on this device.',
  loggingOut: 'Logging out...',
  logoutFailed: 'Failed to log out. Please try again.',
  deleteIntro:
    'Deleting your account is permanent and removes all your data: order history, addresses, wishlist and reviews.',
  deleteTitle: 'Delete your account?',
  deleteText: 'This cannot be undone.',
  deleting: 'Deleting...',
  deleteFailed: 'Failed to delete account.',
  cancel: 'Cancel',
} satisfies BaseTranslation

export default en_account
