import { Fragment } from 'react'
import { AutoDir, Ltr } from './bidi'

// "Black · 64 GB · " before a line's quantity, the size kept left to right so an Arabic page does not read "GB 64".
// `alone`: nothing follows, so no separator trails.
export function VariantText({
  color,
  size,
  alone = false,
}: {
  color?: string | null
  size?: string | null
  alone?: boolean
}) {
  const parts = [
    color ? <AutoDir key="c">{color}</AutoDir> : null,
    size ? <Ltr key="s">{size}</Ltr> : null,
  ].filter(Boolean)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index === 0 ? 'first' : 'second'}>
          {part}
          {alone && index === parts.length - 1 ? null : ' · '}
        </Fragment>
      ))}
    </>
  )
}
