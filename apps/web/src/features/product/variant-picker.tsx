import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useId, useRef } from 'react'
import { Ltr } from '../../components/bidi'
import { LL } from '../../lib/language-store'
import type { ChoiceProblem, Color, SizeOption, Variant } from './variant-options'

/** A refused add to cart: what was missing, and which attempt (each one moves focus again). */
export interface MissingChoice {
  problem: Exclude<ChoiceProblem, null>
  attempt: number
}

interface VariantPickerProps {
  colors: Color[]
  sizes: SizeOption[]
  colorId: number | null
  sizeId: number | null
  onColor: (id: number) => void
  onSize: (id: number) => void
  hasSizes: boolean
  missing?: MissingChoice | null
}

interface RadiosProps<T> {
  id: string
  options: T[]
  chosen: number | null
  onChoose: (id: number) => void
  describedBy: string | undefined
}

function ColorRadios({ id, options, chosen, onChoose, describedBy }: RadiosProps<Color>) {
  return (
    <div role="radiogroup" aria-labelledby={`${id}-color`} className="flex flex-wrap gap-2">
      {options.map((color) => (
        <label key={color.id} title={color.name} className="relative inline-flex">
          <input
            type="radio"
            name={`${id}-color`}
            value={color.id}
            checked={color.id === chosen}
            onChange={() => onChoose(color.id)}
            aria-label={color.name}
            aria-describedby={describedBy}
            style={{ backgroundColor: color.hex }}
            className="focusable size-9 cursor-pointer appearance-none rounded-full border border-muted shadow-inner checked:outline-solid checked:outline-2 checked:outline-offset-2 checked:outline-primary"
          />
        </label>
      ))}
    </div>
  )
}

function SizeRadios({ id, options, chosen, onChoose, describedBy }: RadiosProps<SizeOption>) {
  const t = LL.value.product
  return (
    <div role="radiogroup" aria-labelledby={`${id}-size`} className="flex flex-wrap gap-2">
      {options.map(({ size, variant }: { size: SizeOption['size']; variant: Variant }) => {
        const soldOut = !variant.pre_order && variant.stock <= 0
        return (
          <label key={size.id} className="relative inline-flex">
            <input
              type="radio"
              name={`${id}-size`}
              value={size.id}
              checked={size.id === chosen}
              onChange={() => onChoose(size.id)}
              aria-label={soldOut ? `${size.name} (${t.outOfStock()})` : size.name}
              aria-describedby={describedBy}
              className="peer focusable absolute inset-0 size-full cursor-pointer appearance-none rounded-md border border-line bg-bg checked:border-2 checked:border-primary"
            />
            <span
              className={`pointer-events-none relative px-3.5 py-2 text-sm peer-checked:font-semibold ${soldOut ? 'text-muted line-through' : ''}`}
            >
              <Ltr>{size.name}</Ltr>
            </span>
          </label>
        )
      })}
    </div>
  )
}

// Native radios (arrow keys move within a group), each input drawn as the visible swatch or chip.
export function VariantPicker({
  colors,
  sizes,
  colorId,
  sizeId,
  onColor,
  onSize,
  hasSizes,
  missing,
}: VariantPickerProps) {
  useSignals()
  const t = LL.value.product
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const selectedColor = colors.find((c) => c.id === colorId)
  const selectedSize = sizes.find((s) => s.size.id === sizeId)
  const at = missing ? (sizes.length > 0 ? 'size' : 'color') : null
  const problemId = `${id}-problem`
  const describedBy = (group: 'color' | 'size') => (at === group ? problemId : undefined)
  const problem =
    missing && at ? (
      <p id={problemId} data-testid="choice-problem" className="mt-2 text-sm font-medium text-danger">
        {missing.problem === 'color' ? LL.value.errors.selectColor() : LL.value.errors.selectColorAndSize()}
      </p>
    ) : null

  useEffect(() => {
    if (!missing || !at) return
    root.current?.querySelector<HTMLInputElement>(`input[name="${id}-${at}"]`)?.focus()
  }, [missing, at, id])

  return (
    <div ref={root} className="flex flex-col gap-5">
      {colors.length > 0 ? (
        <div>
          <p id={`${id}-color`} className="mb-2 text-sm font-medium">
            {t.color()}: <span className="font-normal text-muted">{selectedColor?.name}</span>
          </p>
          <ColorRadios
            id={id}
            options={colors}
            chosen={colorId}
            onChoose={onColor}
            describedBy={describedBy('color')}
          />
          {at === 'color' ? problem : null}
        </div>
      ) : null}
      {hasSizes ? (
        <div>
          <p id={`${id}-size`} className="mb-2 text-sm font-medium">
            {t.size()}:{' '}
            <span className="font-normal text-muted">
              {selectedSize ? <Ltr>{selectedSize.size.name}</Ltr> : null}
            </span>
          </p>
          {sizes.length === 0 ? (
            <p className="text-sm text-muted">{t.noSizes()}</p>
          ) : (
            <SizeRadios
              id={id}
              options={sizes}
              chosen={sizeId}
              onChoose={onSize}
              describedBy={describedBy('size')}
            />
          )}
          {at === 'size' ? problem : null}
        </div>
      ) : null}
    </div>
  )
}
