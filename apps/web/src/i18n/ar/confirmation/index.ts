import type { NamespaceConfirmationTranslation } from '../../i18n-types'

const ar_confirmation = {
  title: 'شكرًا لطلبك!',
  preOrderTitle: 'شكرًا لطلبك المسبق!',
  missingTitle: 'تأكيد الطلب',
  text: 'استلمنا طلبك وسنؤكده قريبًا.',
  preOrderText: 'سنخبرك عندما تتوفر المنتجات. يتم الدفع عندما يصبح طلبك المسبق جاهزًا للشحن.',
  orderNumber: 'رقم الطلب',
  arrivalLabel: 'التوصيل',
  arrival: 'الوصول المتوقع: {date}',
  cashDue: 'المبلغ المستحق نقدًا عند الاستلام ({code})',
  viewOrder: 'عرض تفاصيل الطلب',
  viewPreOrder: 'عرض تفاصيل الطلب المسبق',
  missing: 'لا يوجد طلب حديث لعرضه.',
} satisfies NamespaceConfirmationTranslation

export default ar_confirmation
