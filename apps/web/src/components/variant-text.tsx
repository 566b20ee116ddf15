import { Fragment } from 'react'
import { AutoDir, Ltr } from './bidi'

/** "Black · 64 GB · " before a line's quantity: the colour keeps its own direction and the size runs left to right, so an Arabic page does not read "GB 64". */
export function VariantText({ color, size }: { color?: string | null; size?: string | null }) {
  const parts = [color ? <AutoDir key="c">{color}</AutoDir> : null, size ? <Ltr key="s">{size}</Ltr> : null]
  return (
    <>
      {parts.filter(Boolean).map((part, index) => (
        <Fragment key={index === 0 ? 'first' : 'second'}>
          {part}
          {' · '}
        </Fragment>
      ))}
    </>
  )
}
