const ARABIC_LETTERS: Record<string, string> = {
  ٱ: 'ا', // alef wasla (أ إ آ lose their hamza or madda as marks below)
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
}
const DIGIT_ZERO = { arabicIndic: 0x0660, extended: 0x06f0 }

/** Folds text as the API compares it (decision 0024): case, accents, Arabic marks, letter variants and digits alike. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}|\u0640/gu, '')
    .replace(/[ٱةىیک]/g, (ch) => ARABIC_LETTERS[ch] ?? ch)
    .replace(/[\u0660-\u0669]/g, (d) => String((d.codePointAt(0) ?? 0) - DIGIT_ZERO.arabicIndic))
    .replace(/[\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) - DIGIT_ZERO.extended))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
