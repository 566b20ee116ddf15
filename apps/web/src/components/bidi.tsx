import type { ReactNode } from 'react'

// The one place that decides how text of the other direction sits inside Arabic (and English) sentences.

const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

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

export const ltrText = (text: string) => `${LRI}${text}${PDI}`

export const autoText = (text: string) => `${FSI}${text}${PDI}`

export const ltrRange = (from: string, to: string, separator = '–') =>
  ltrText(`${ltrText(from)}${separator}${ltrText(to)}`)
