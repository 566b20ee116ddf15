import type { ReactNode } from 'react'

// The one place that decides how text of the other direction sits inside Arabic (and English)
// sentences. Unisolated, the bidi algorithm reorders it against its neighbours: "64 GB" reads
// "GB 64", a street number jumps to the line's end, a full stop to its start.

const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

/** Values that always run left to right: prices, sizes, ranges, codes, phone numbers. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  )
}

/** Text from the server (names, addresses, bios): its first strong letter sets its direction. */
export function AutoDir({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>
}

/** `Ltr` for places that take a string (translations' parameters, aria labels, chip labels). */
export const ltrText = (text: string) => `${LRI}${text}${PDI}`

export const autoText = (text: string) => `${FSI}${text}${PDI}`

/** Two values joined as a range ("13–24", "$10.00 – $2,490.00"), kept left to right as a whole. */
export const ltrRange = (from: string, to: string, separator = '–') =>
  ltrText(`${ltrText(from)}${separator}${ltrText(to)}`)
