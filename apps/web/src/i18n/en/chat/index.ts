import type { BaseTranslation } from '../../i18n-types'

const en_chat = {
  title: 'Live chat',
  subtitle: 'Ask us about an order or a product.',
  conversation: 'Conversation',
  greeting: 'Hello! How can we help you today?',
  reply: 'Thanks, a member of our team will reply shortly.',
  you: 'You:',
  shop: 'Support:',
  messageLabel: 'Your message',
  placeholder: 'Type a message…',
  send: 'Send',
  unavailable: 'The live chat could not be loaded. Please try again.',
  close: 'Close the chat',
} satisfies BaseTranslation

export default en_chat
