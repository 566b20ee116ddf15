import type { NamespaceCheckoutTranslation } from '../../i18n-types'

// Loaded with the signed-in routes (app/route-chunks.ts), not on every page.
const ar_checkout = {
  title: 'إتمام الطلب',
  preOrderTitle: 'إتمام الطلب المسبق',
  shippingAddress: 'عنوان الشحن',
  addAddress: 'إضافة عنوان',
  noAddresses: 'لا توجد لديك عناوين محفوظة بعد.',
  defaultAddress: 'الافتراضي',
  paymentMethod: 'طريقة الدفع',
  cod: 'الدفع عند الاستلام',
  codHint: 'ادفع نقدًا عند وصول طلبك.',
  preOrderPayment: 'يتم الدفع عندما يصبح طلبك المسبق جاهزًا للشحن.',
  deliveryNotes: 'ملاحظات التوصيل',
  deliveryNotesHint: 'اختياري: أي شيء يجب أن يعرفه مندوب التوصيل.',
  summary: 'ملخص الطلب',
  quantity: 'الكمية: {count}',
  subtotal: 'المجموع الفرعي',
  discount: 'خصم العرض',
  shipping: 'الشحن',
  free: 'مجاني',
  total: 'الإجمالي',
  cashDue: 'المبلغ المستحق نقدًا عند الاستلام ({code})',
  preOrderTotal: 'إجمالي الطلب المسبق',
  shippingLater: 'تُضاف رسوم الشحن وفق القواعد المعتادة عند تقديم الطلب المسبق.',
  placeOrder: 'تأكيد الطلب',
  placePreOrder: 'تأكيد الطلب المسبق',
  placing: 'جارٍ تقديم الطلب...',
  emptyCart: 'لا توجد في سلتك منتجات للطلب.',
  emptyPreOrderCart: 'لا توجد في سلتك منتجات للطلب المسبق.',
  backToCart: 'العودة إلى السلة',
  continueShopping: 'متابعة التسوق',
} satisfies NamespaceCheckoutTranslation

export default ar_checkout
