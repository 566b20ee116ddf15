import { lazy, Suspense, useState } from 'react'
import { ChevronDownIcon } from '../icons'
import type { SelectProps } from './select'
import { COMPACT_TRIGGER } from './select-trigger-style'

const loadSelect = () => import('./select')
const Select = lazy(() => loadSelect().then((m) => ({ default: m.Select })))

/** A look-alike button stands in until first use, keeping the header's menus out of the first load. */
export function DeferredSelect(props: SelectProps) {
  const [active, setActive] = useState(false)
  const selected = props.items.find((item) => item.value === props.value)
  const standIn = (
    <span className="flex items-center">
      <button
        type="button"
        role="combobox"
        aria-label={props.label}
        aria-haspopup="listbox"
        aria-expanded="false"
        data-testid={props.testId}
        className={COMPACT_TRIGGER}
        onPointerEnter={loadSelect}
        onFocus={loadSelect}
        onClick={() => setActive(true)}
      >
        {props.valueText ?? <span>{selected?.label ?? props.placeholder}</span>}
        <ChevronDownIcon size={14} />
      </button>
    </span>
  )
  if (!active) return standIn
  return (
    <Suspense fallback={standIn}>
      <Select {...props} compact defaultOpen />
    </Suspense>
  )
}
