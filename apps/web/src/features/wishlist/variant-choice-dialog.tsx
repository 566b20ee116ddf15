import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { Price } from '../../components/price'
import { Dialog } from '../../components/ui/dialog'
import { VariantText } from '../../components/variant-text'
import { LL } from '../../lib/language-store'
import { wishedVariant } from '../../lib/wished-variants'
import { buyableVariants, type ProductDetail, type Variant } from './move-to-cart'

/** Asks for the colour and size in place, so moving a product to the cart never leaves the wishlist. */
export function VariantChoiceDialog({
  product,
  onClose,
  onChoose,
}: {
  product: ProductDetail | null
  onClose: () => void
  onChoose: (product: ProductDetail, variant: Variant) => void
}) {
  useSignals()
  const t = LL.value
  const [chosen, setChosen] = useState<number | null>(null)
  const variants = product ? buyableVariants(product) : []
  const picked = variants.find((v) => v.id === chosen)
  // The colour and size chosen when the product was wished, when still to be had.
  useEffect(() => {
    if (!product) return
    const kept = wishedVariant(product.id)
    if (kept !== undefined && buyableVariants(product).some((v) => v.id === kept)) setChosen(kept)
  }, [product])
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) {
          setChosen(null)
          onClose()
        }
      }}
      title={product ? t.wishlist.chooseTitle({ name: product.name }) : ''}
      closeLabel={t.common.close()}
      className="max-w-md"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!product || !picked) return
          onChoose(product, picked)
          setChosen(null)
          onClose()
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t.wishlist.choices()}</legend>
          {variants.map((variant) => (
            <label
              key={variant.id}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-surface has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="variant"
                value={variant.id}
                checked={chosen === variant.id}
                onChange={() => setChosen(variant.id)}
                className="accent-[var(--color-primary)] outline-none"
              />
              <span className="flex-1">
                <VariantText
                  color={variant.color?.name}
                  size={variant.size?.name}
                  alone={!variant.pre_order}
                />
                {variant.pre_order ? t.product.preOrder() : null}
              </span>
              <Price amount={variant.price} />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn-primary" disabled={!picked} data-testid="move-confirm">
          {t.wishlist.moveConfirm()}
        </button>
      </form>
    </Dialog>
  )
}
