import type { NamespaceChatTranslation } from '../../i18n-types'

const ar_chat = {
  title: 'المحادثة المباشرة',
  subtitle: 'اسألنا عن طلب أو منتج.',
  conversation: 'المحادثة',
  greeting: 'مرحبًا! كيف يمكننا مساعدتك اليوم؟',
  reply: 'شكرًا لك، سيرد عليك أحد أعضاء فريقنا قريبًا.',
  you: 'أنت:',
  shop: 'فريق الدعم:',
  messageLabel: 'رسالتك',
  placeholder: 'اكتب رسالة…',
  send: 'إرسال',
  unavailable: 'تعذر تحميل المحادثة المباشرة. يرجى المحاولة مرة أخرى.',
  close: 'إغلاق المحادثة',
} satisfies NamespaceChatTranslation

export default ar_chat
