import type { StoreProduct } from '../model/records.ts'
import { UNSAFE_DESCRIPTION_PRODUCT_ID } from './products.ts'
import { seedAr, specNameAr } from './seed-ar.ts'

// Short descriptions come from one phrase pattern per product kind: its Arabic here covers every product.

const phrases: Record<string, string> = {
  'an all-day battery': 'بطارية تدوم طوال اليوم',
  'a pro-grade camera': 'كاميرا باحترافية عالية',
  'super-fast charging': 'شحن فائق السرعة',
  'Thin and light': 'نحيف وخفيف',
  Powerful: 'قوي الأداء',
  'All-day': 'يدوم طوال اليوم',
  'Creator-grade': 'بمستوى صنّاع المحتوى',
  'Wireless Earbuds': 'سماعات أذن لاسلكية',
  'Over-Ear Headphones': 'سماعات رأس تغطي الأذن',
  'On-Ear Headphones': 'سماعات رأس فوق الأذن',
  'rich bass': 'صوت جهير غني',
  'balanced sound': 'صوت متوازن',
  'studio tuning': 'ضبط صوتي بجودة الاستوديو',
  'active noise cancelling': 'عزل نشط للضوضاء',
  'a long battery life': 'عمر بطارية طويل',
  'fast pairing': 'اقتران سريع',
  'heart-rate and sleep tracking': 'تتبّع نبض القلب والنوم',
  'built-in GPS': 'نظام GPS مدمج',
  'an always-on display': 'شاشة تعمل دائمًا',
  'fast autofocus': 'تركيز تلقائي سريع',
  'great low-light images': 'صور رائعة في الإضاءة المنخفضة',
  'in-body stabilisation': 'تثبيت مدمج في الهيكل',
}

const fixed: Record<string, string> = {
  'Waterproof action camera for every adventure': 'كاميرا حركة مقاومة للماء لكل مغامرة',
  'Next-generation console with 4K gaming at up to 120 fps':
    'منصة ألعاب من الجيل الجديد تشغّل الألعاب بدقة 4K وحتى 120 إطارًا في الثانية',
  'Wireless controller with low-latency input and rumble': 'ذراع تحكم لاسلكية باستجابة فورية واهتزاز',
  'Gaming headset with spatial audio and a detachable mic': 'سماعة ألعاب بصوت محيطي وميكروفون قابل للفصل',
  'Smart speaker with a voice assistant and room-filling sound': 'مكبر صوت ذكي بمساعد صوتي وصوت يملأ الغرفة',
  'Wi-Fi security camera with night vision and motion alerts':
    'كاميرا مراقبة عبر Wi-Fi برؤية ليلية وتنبيهات عند الحركة',
  'Colour smart bulbs you can dim from your phone': 'مصابيح ذكية ملوّنة يمكنك التحكم في سطوعها من هاتفك',
  '4K smart TV with HDR and a built-in voice assistant': 'تلفزيون ذكي بدقة 4K مع HDR ومساعد صوتي مدمج',
  'Sharp, colour-accurate monitor for work and games': 'شاشة حادة الوضوح بألوان دقيقة للعمل والألعاب',
  'Braided USB-C cable for fast charging and data': 'كابل USB-C مضفّر للشحن السريع ونقل البيانات',
  'Compact GaN charger that tops up a laptop and a phone at once':
    'شاحن GaN صغير يشحن حاسوبًا محمولًا وهاتفًا في الوقت نفسه',
  'Pocket power bank with fast charging': 'شاحن متنقل بحجم الجيب مع شحن سريع',
  'Drop-tested case with raised edges for the camera': 'غطاء مُختبَر ضد السقوط بحواف مرتفعة لحماية الكاميرا',
}

const p = (english: string | undefined) => phrases[english ?? ''] ?? english ?? ''
const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(.+)-inch OLED phone with (.+)$/, (m) => `هاتف بشاشة OLED مقاس ${m[1]} بوصة مع ${p(m[2])}`],
  [/^(.+) laptop for work and play$/, (m) => `حاسوب محمول ${p(m[1])} للعمل والترفيه`],
  [
    /^(.+)-inch tablet for reading, drawing and streaming$/,
    (m) => `جهاز لوحي مقاس ${m[1]} بوصة للقراءة والرسم والمشاهدة`,
  ],
  [/^(.+ (?:Earbuds|Headphones)) with (.+) and (.+)$/, (m) => `${p(m[1])} مع ${p(m[2])} و${p(m[3])}`],
  [/^Smartwatch with (.+)$/, (m) => `ساعة ذكية مع ${p(m[1])}`],
  [/^Mirrorless camera with (.+)$/, (m) => `كاميرا بدون مرآة مع ${p(m[1])}`],
]

export function shortDescriptionAr(english: string): string | null {
  const own = fixed[english]
  if (own) return own
  for (const [pattern, build] of patterns) {
    const m = pattern.exec(english)
    if (m) {
      const out = build(m)
      // A phrase missing from the table would leave English behind: say so instead.
      return /[A-Za-z]{3,} [a-z]{3,}/.test(out.replace(/OLED|GPS|Wi-Fi|USB-C|GaN|HDR/g, '')) ? null : out
    }
  }
  return null
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The Arabic description of a seeded product, built like the English one (same hostile HTML too). */
export function descriptionAr(
  product: Pick<StoreProduct, 'id' | 'name' | 'short_description' | 'category_id' | 'specifications'>,
  brandName: string,
): string | null {
  const short = shortDescriptionAr(product.short_description)
  if (!short) return null
  const category = seedAr.Category?.[product.category_id]?.name ?? ''
  let description =
    `<p>${escapeHtml(short)}.</p>` +
    `<p>يأتي <bdi>${escapeHtml(product.name)}</bdi> ضمن تشكيلة ${escapeHtml(category)} من <bdi>${escapeHtml(brandName)}</bdi>، ` +
    'مع ضمان كامل من الشركة المصنّعة وإرجاع مجاني خلال 14 يومًا.</p>' +
    `<ul>${product.specifications
      .slice(0, 3)
      .map(
        (s) =>
          `<li><strong>${escapeHtml(specNameAr[s.name] ?? s.name)}:</strong> <bdi>${escapeHtml(s.value)}</bdi></li>`,
      )
      .join('')}</ul>`
  if (product.id === UNSAFE_DESCRIPTION_PRODUCT_ID) {
    description +=
      '<p>صورة المختبر: <img src=x onerror=alert(1)></p><script>alert("description script")</script>' +
      '<a href="javascript:alert(1)">مزيد من التفاصيل</a>'
  }
  return description
}
