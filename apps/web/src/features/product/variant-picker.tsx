import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { Ltr } from '../../components/bidi'
import { LL } from '../../lib/language-store'
import type { Color, SizeOption, Variant } from './variant-options'

interface VariantPickerProps {
  colors: Color[]
  sizes: SizeOption[]
  colorId: number | null
  sizeId: number | null
  onColor: (id: number) => void
  onSize: (id: number) => void
  hasSizes: boolean
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
}: VariantPickerProps) {
  useSignals()
  const t = LL.value.product
  const id = useId()
  const selectedColor = colors.find((c) => c.id === colorId)
  const selectedSize = sizes.find((s) => s.size.id === sizeId)

  return (
    <div className="flex flex-col gap-5">
      {colors.length > 0 ? (
        <div>
          <p id={`${id}-color`} className="mb-2 text-sm font-medium">
            {t.color()}: <span className="font-normal text-muted">{selectedColor?.name}</span>
          </p>
          <div role="radiogroup" aria-labelledby={`${id}-color`} className="flex flex-wrap gap-2">
            {colors.map((color) => (
              <label key={color.id} title={color.name} className="relative inline-flex">
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={color.id}
                  checked={color.id === colorId}
                  onChange={() => onColor(color.id)}
                  aria-label={color.name}
                  style={{ backgroundColor: color.hex }}
                  className="focusable size-9 cursor-pointer appearance-none rounded-full border border-muted shadow-inner checked:outline-solid checked:outline-2 checked:outline-offset-2 checked:outline-primary"
                />
              </label>
            ))}
          </div>
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
            <div role="radiogroup" aria-labelledby={`${id}-size`} className="flex flex-wrap gap-2">
              {sizes.map(({ size, variant }: { size: SizeOption['size']; variant: Variant }) => {
                const soldOut = !variant.pre_order && variant.stock <= 0
                return (
                  <label key={size.id} className="relative inline-flex">
                    <input
                      type="radio"
                      name={`${id}-size`}
                      value={size.id}
                      checked={size.id === sizeId}
                      onChange={() => onSize(size.id)}
                      aria-label={soldOut ? `${size.name} (${t.outOfStock()})` : size.name}
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
          )}
        </div>
      ) : null}
    </div>
  )
}
