import { useEffect, useRef } from 'react'

/** Whether the control that had focus has just left the page, leaving the keyboard on <body>. */
export const focusLost = () => document.activeElement === null || document.activeElement === document.body

// When the focused control left with the old `state`, `target` takes the focus: a screen reader hears the new one.
export function useFocusWhenLost(target: () => HTMLElement | null | undefined, state: unknown) {
  const previous = useRef(state)
  useEffect(() => {
    if (previous.current === state) return
    previous.current = state
    if (state && focusLost()) target()?.focus()
  })
}
