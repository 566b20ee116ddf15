import type { ButtonHTMLAttributes, Ref } from 'react'

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A button that is busy without being disabled: a disabled button loses focus, which then falls to the page and leaves a keyboard or screen-reader user nowhere. */
export function BusyButton({ busy, onClick, className = '', ...props }: BusyButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      onClick={(event) => {
        if (busy) return event.preventDefault()
        onClick?.(event)
      }}
    />
  )
}
