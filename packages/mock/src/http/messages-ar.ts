// The Arabic of every message the mock sends, keyed by the English message. `{}` in a key stands
// for a value filled in at run time; `{0}`, `{1}`... in the Arabic place those values in order.
// A test fails when a handler gains an English message without a row here.

export const messagesAr: Record<string, string> = {
  OK: 'تم بنجاح',
  'The selected currency is not offered.': 'العملة المختارة غير متاحة.',
  // The mock's own controls (the developer toolbar, forcing answers, personas)
  'Operation setting saved.': 'تم حفظ إعداد العملية.',
  'Signed in.': 'تم تسجيل الدخول.',
  'A status or an example is set per operation, not for all of them.':
    'تُضبط الحالة أو المثال لكل عملية على حدة، لا لجميع العمليات.',
  'openapi.yaml has no operation "{}".': 'لا يحتوي openapi.yaml على العملية "{0}".',
  'offline must be true or false.': 'يجب أن تكون قيمة offline إما true أو false.',
  // Request checks (route layer and contract validation)
  'Bad request.': 'طلب غير صالح.',
  'Unauthenticated.': 'لم يتم تسجيل الدخول.',
  'This action is unauthorized.': 'غير مصرّح لك بهذا الإجراء.',
  'Not found.': 'غير موجود.',
  'Method not allowed.': 'الطريقة غير مسموح بها.',
  'The given data was invalid.': 'البيانات المرسلة غير صالحة.',
  'The form data could not be read.': 'تعذّرت قراءة بيانات النموذج.',
  'Send the body as {}.': 'أرسل محتوى الطلب بصيغة {0}.',
  'The request body is required.': 'محتوى الطلب مطلوب.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'The request body must be a JSON {}.': 'يجب أن يكون محتوى الطلب من النوع {0} بصيغة JSON.',
  'The request headers are too large.': 'ترويسات الطلب كبيرة جدًا.',
  'Send a JSON object.': 'أرسل كائن JSON.',
  'The {} header must be JSON.': 'يجب أن تكون الترويسة {0} بصيغة JSON.',
  'The {} field is required.': 'الحقل {0} مطلوب.',
  'The {} field is not allowed.': 'الحقل {0} غير مسموح به.',
  'The {} field must be a valid {}.': 'يجب أن يكون الحقل {0} بصيغة {1} صالحة.',
  'The {} field must be of type {}.': 'يجب أن يكون الحقل {0} من النوع {1}.',
  'The selected {} is invalid.': 'القيمة المختارة في {0} غير صالحة.',
  'The {} field must be at least {} characters.': 'يجب ألا يقل الحقل {0} عن {1} أحرف.',
  'The {} field must not be greater than {} characters.': 'يجب ألا يزيد الحقل {0} على {1} حرفًا.',
  'The {} field must be at least {}.': 'يجب ألا تقل قيمة الحقل {0} عن {1}.',
  'The {} field must not be greater than {}.': 'يجب ألا تزيد قيمة الحقل {0} على {1}.',
  'The {} field format is invalid.': 'صيغة الحقل {0} غير صالحة.',
  'The {} field is invalid.': 'الحقل {0} غير صالح.',
  'The _method field must be PUT.': 'يجب أن تكون قيمة الحقل _method هي PUT.',
  'Injected failure (mock error injection).': 'فشل مقصود (حقن أخطاء في الخادم التجريبي).',
  'The mock failed to answer.': 'تعذّر على الخادم التجريبي الرد.',
  'Mock config updated.': 'تم تحديث إعدادات الخادم التجريبي.',
  'delayMs must be a number of milliseconds from 0 to 60000.':
    'يجب أن تكون قيمة delayMs عددًا من المللي ثانية بين 0 و60000.',
  'errorRate must be a number from 0 to 1.': 'يجب أن تكون قيمة errorRate عددًا بين 0 و1.',
  'errorStatus must be an HTTP status from 400 to 599.':
    'يجب أن تكون قيمة errorStatus رمز حالة HTTP بين 400 و599.',
  'Mock data reset to the seed.': 'أُعيدت بيانات الخادم التجريبي إلى حالتها الأولى.',
  // The spec's own validation wording (section 5)
  'Please enter your email.': 'يرجى إدخال بريدك الإلكتروني.',
  'Please enter a valid email address.': 'يرجى إدخال بريد إلكتروني صالح.',
  'email Required': 'البريد الإلكتروني مطلوب',
  'Full name must be at least 2 characters.': 'يجب ألا يقل الاسم الكامل عن حرفين.',
  'Name must be at least 2 characters.': 'يجب ألا يقل الاسم عن حرفين.',
  'Name is required.': 'الاسم مطلوب.',
  'Invalid phone number.': 'رقم الهاتف غير صالح.',
  'You must agree to the terms and conditions.': 'يجب أن توافق على الشروط والأحكام.',
  'OTP must be exactly 6 digits.': 'يجب أن يتكون رمز التحقق من 6 أرقام بالضبط.',
  'OTP must contain only numbers.': 'يجب أن يحتوي رمز التحقق على أرقام فقط.',
  'OTP is required.': 'رمز التحقق مطلوب.',
  'Message must be at least 10 characters.': 'يجب ألا تقل الرسالة عن 10 أحرف.',
  'Invalid birthdate.': 'تاريخ الميلاد غير صالح.',
  'Rating is required.': 'التقييم مطلوب.',
  'Maximum rating is 5.': 'الحد الأقصى للتقييم هو 5.',
  'Minimum rating is 1.': 'الحد الأدنى للتقييم هو 1.',
  'Rating must be an integer.': 'يجب أن يكون التقييم عددًا صحيحًا.',
  'Please enter coupon code.': 'يرجى إدخال رمز القسيمة.',
  'Please add a shipping address.': 'يرجى إضافة عنوان للشحن.',
  'Please select a payment method.': 'يرجى اختيار طريقة الدفع.',
  'Please login to continue.': 'يرجى تسجيل الدخول للمتابعة.',
  'Label is required': 'التسمية مطلوبة',
  'Street is required': 'الشارع مطلوب',
  'Building is required': 'المبنى مطلوب',
  'Floor is required': 'الطابق مطلوب',
  'City is required': 'المدينة مطلوبة',
  'Phone number is required': 'رقم الهاتف مطلوب',
  'Name is required': 'الاسم مطلوب',
  '{} is required': '{0} مطلوب',
  'Invalid latitude.': 'خط العرض غير صالح.',
  'Invalid longitude.': 'خط الطول غير صالح.',
  // Sign-in and account
  'OTP sent to your email.': 'تم إرسال رمز التحقق إلى بريدك الإلكتروني.',
  'OTP verification failed.': 'فشل التحقق من الرمز.',
  'OTP has expired.': 'انتهت صلاحية رمز التحقق.',
  'Please wait before asking for a new code.': 'يرجى الانتظار قبل طلب رمز جديد.',
  'No account found for this email.': 'لا يوجد حساب بهذا البريد الإلكتروني.',
  'The email has already been taken.': 'هذا البريد الإلكتروني مستخدم بالفعل.',
  'Signed in successfully.': 'تم تسجيل الدخول بنجاح.',
  'Account created successfully.': 'تم إنشاء الحساب بنجاح.',
  'Logged out successfully.': 'تم تسجيل الخروج بنجاح.',
  'Profile updated successfully.': 'تم تحديث الملف الشخصي بنجاح.',
  'Your account has been deleted.': 'تم حذف حسابك.',
  // Addresses
  'Address added successfully.': 'تمت إضافة العنوان بنجاح.',
  'Address updated successfully.': 'تم تحديث العنوان بنجاح.',
  'Address deleted successfully.': 'تم حذف العنوان بنجاح.',
  'Address not found.': 'العنوان غير موجود.',
  // Catalogue, cart and wishlist
  'Product not found.': 'المنتج غير موجود.',
  'Product variant not found.': 'خيار المنتج غير موجود.',
  'Added to cart.': 'تمت الإضافة إلى السلة.',
  'Cart updated.': 'تم تحديث السلة.',
  'Removed from cart.': 'تمت الإزالة من السلة.',
  'This item is not in your cart.': 'هذا المنتج غير موجود في سلتك.',
  'This item is out of stock.': 'هذا المنتج غير متوفر في المخزون.',
  'Only {} left in stock.': 'بقي {0} فقط في المخزون.',
  'Coupon applied.': 'تم تطبيق القسيمة.',
  'Coupon removed.': 'تمت إزالة القسيمة.',
  'Invalid coupon code.': 'رمز القسيمة غير صالح.',
  'This coupon has expired.': 'انتهت صلاحية هذه القسيمة.',
  'This coupon is only valid on your first order.': 'هذه القسيمة صالحة لطلبك الأول فقط.',
  'This coupon needs a subtotal of at least {}.': 'تتطلب هذه القسيمة مجموعًا فرعيًا لا يقل عن {0}.',
  'Added to wishlist.': 'تمت الإضافة إلى قائمة الأمنيات.',
  'Removed from wishlist.': 'تمت الإزالة من قائمة الأمنيات.',
  // Orders and returns
  'Order placed successfully.': 'تم تقديم الطلب بنجاح.',
  'Pre-order placed successfully.': 'تم تقديم الطلب المسبق بنجاح.',
  'Your cart has no items to order.': 'لا تحتوي سلتك على منتجات للطلب.',
  'Your cart has no pre-order items.': 'لا تحتوي سلتك على منتجات للطلب المسبق.',
  'Order not found.': 'الطلب غير موجود.',
  'Pre-order not found.': 'الطلب المسبق غير موجود.',
  'Return not found.': 'طلب الإرجاع غير موجود.',
  'Return requested.': 'تم تقديم طلب الإرجاع.',
  'Only delivered orders can be returned.': 'لا يمكن إرجاع إلا الطلبات التي تم توصيلها.',
  'A return has already been requested for this order.': 'سبق تقديم طلب إرجاع لهذا الطلب.',
  'This item is not part of the order.': 'هذا المنتج ليس ضمن الطلب.',
  'Only {} of this item were bought.': 'تم شراء {0} فقط من هذا المنتج.',
  'Each item may be listed once.': 'يمكن ذكر كل منتج مرة واحدة فقط.',
  'The reason must be at least 10 characters.': 'يجب ألا يقل السبب عن 10 أحرف.',
  // Reviews
  'Thank you for your review.': 'شكرًا لك على تقييمك.',
  'Review updated.': 'تم تحديث التقييم.',
  'Review deleted.': 'تم حذف التقييم.',
  'Review not found.': 'التقييم غير موجود.',
  'You have already reviewed this product.': 'لقد قيّمت هذا المنتج من قبل.',
  // Contact and newsletter
  'Thank you, {}! We will reply within 2 hours. Your reference is {}.':
    'شكرًا لك يا {0}! سنرد عليك خلال ساعتين. رقمك المرجعي هو {1}.',
  'Thanks for subscribing! Watch your inbox for our best deals.':
    'شكرًا لاشتراكك! ترقّب أفضل عروضنا في بريدك الوارد.',
  'reCAPTCHA verification failed.': 'فشل التحقق من reCAPTCHA.',
  'Captcha verification failed, please try again': 'فشل التحقق البشري، يرجى المحاولة مرة أخرى',
  'You are already subscribed to our newsletter.': 'أنت مشترك بالفعل في نشرتنا الإخبارية.',
  // Orders: cancel, the developer's advance endpoints, the idempotent place-order
  'days must be a whole number from 0 to 365.': 'يجب أن تكون قيمة days عددًا صحيحًا بين 0 و365.',
  'An order that is {} has no next status.': 'الطلب في حالة {0} وليس له حالة تالية.',
  'Order is now {}.': 'أصبحت حالة الطلب {0}.',
  'A pre-order that is {} has no next status.': 'الطلب المسبق في حالة {0} وليس له حالة تالية.',
  'Pre-order is now {}.': 'أصبحت حالة الطلب المسبق {0}.',
  'A return that is {} has no next status.': 'طلب الإرجاع في حالة {0} وليس له حالة تالية.',
  'Return is now {}.': 'أصبحت حالة طلب الإرجاع {0}.',
  'An order that is {} can no longer be cancelled.': 'لم يعد ممكنًا إلغاء طلب في حالة {0}.',
  'Order cancelled.': 'تم إلغاء الطلب.',
  'A pre-order that is {} can no longer be cancelled.': 'لم يعد ممكنًا إلغاء طلب مسبق في حالة {0}.',
  'Pre-order cancelled.': 'تم إلغاء الطلب المسبق.',
  'This Idempotency-Key was already used with a different request.':
    'استُخدم مفتاح Idempotency-Key هذا من قبل مع طلب مختلف.',
  'A request with this Idempotency-Key is still being handled.':
    'ما زال طلب بمفتاح Idempotency-Key هذا قيد المعالجة.',
  'No product was in stock.': 'لم يكن أي منتج متوفرًا في المخزون.',
  'Every coupon has expired.': 'انتهت صلاحية كل القسائم.',
  'Every session has ended: the next signed-in call answers 401.':
    'انتهت كل الجلسات: الطلب التالي لمتسوق مسجّل الدخول يُجاب بالرمز 401.',
  'Scenario {} applied.': 'طُبّق السيناريو {0}.',
  '{} (/product/{}) is out of stock.': 'نفد {0} (/product/{1}) من المخزون.',
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const templates = Object.entries(messagesAr)
  .filter(([english]) => english.includes('{}'))
  .map(([english, arabic]) => ({
    pattern: new RegExp(`^${english.split('{}').map(escapeRegExp).join('(.+?)')}$`),
    arabic,
  }))

/** The Arabic of an English message: an exact row first, then a row with `{}` values; else null. */
export function messageAr(english: string): string | null {
  const exact = messagesAr[english]
  if (exact !== undefined) return exact
  for (const { pattern, arabic } of templates) {
    const m = pattern.exec(english)
    if (m) return arabic.replace(/\{(\d+)\}/g, (_, i: string) => m[Number(i) + 1] ?? '')
  }
  return null
}
