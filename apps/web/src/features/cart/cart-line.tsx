import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { AutoDir, Ltr } from '../../components/bidi'
import { CloseIcon, MinusIcon, PlusIcon } from '../../components/icons'
import { Price } from '../../components/price'
import { type CartItem, lineMax } from '../../data/cart'
import { LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { hrefOf } from '../../lib/pages'
import { cartCharge } from '../../lib/shown-totals'

interface CartLineProps {
  item: CartItem
  /** A change of this line is on its way: its price is the server's to give. */
  pending: boolean
  /** Offline nothing can be changed: a change would only fail. */
  offline: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}
function LineFacts({
  variant,
  charge,
}: {
  variant: CartItem['variant']
  charge: ReturnType<typeof cartCharge>
}) {
  useSignals()
  const t = LL.value.cart
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted sm:text-sm">
      {variant.color ? (
        <div className="flex gap-1">
          <dt>{t.color()}:</dt>
          <dd>
            <AutoDir>{variant.color.name}</AutoDir>
          </dd>
        </div>
      ) : null}
      {variant.size ? (
        <div className="flex gap-1">
          <dt>{t.size()}:</dt>
          <dd>
            <Ltr>{variant.size.name}</Ltr>
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt>{t.unitPrice()}:</dt>
        <dd>
          <Price line={charge} part="unit" className="font-normal" />
        </dd>
      </div>
    </dl>
  )
}

interface QuantityStepperProps {
  name: string
  quantity: number
  max: number
  offline: boolean
  onQuantity: (quantity: number) => void
}

function QuantityStepper({ name, quantity, max, offline, onQuantity }: QuantityStepperProps) {
  useSignals()
  const t = LL.value.cart
  return (
    <fieldset className="inline-flex h-10 items-center rounded-md border border-line">
      <legend className="sr-only">{t.quantityOf({ name: name })}</legend>
      <button
        type="button"
        className="icon-btn h-full"
        aria-label={t.decrease({ name: name })}
        disabled={offline || quantity <= 1}
        onClick={() => onQuantity(quantity - 1)}
      >
        <MinusIcon size={16} />
      </button>
      {/* Not an <output>: that is a live region too, and the page already announces the change once. */}
      <span className="w-10 text-center text-sm font-medium" data-testid="line-quantity">
        <Ltr>{quantity}</Ltr>
      </span>
      <button
        type="button"
        className="icon-btn h-full"
        aria-label={t.increase({ name: name })}
        disabled={offline || quantity >= max}
        onClick={() => onQuantity(quantity + 1)}
      >
        <PlusIcon size={16} />
      </button>
    </fieldset>
  )
}

export function CartLine({ item, pending, offline, onQuantity, onRemove }: CartLineProps) {
  useSignals()
  const t = LL.value.cart
  const { product, variant, quantity } = item
  const charge = cartCharge(item)
  const max = lineMax(variant)
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-b-0 sm:gap-4">
      <img
        src={mediaUrl(product.image.url)}
        alt=""
        width={product.image.width}
        height={product.image.height}
        className="size-20 shrink-0 rounded-md bg-surface object-contain p-1 sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-sm font-medium sm:text-base">
              <Link href={hrefOf('product', { slug: product.slug })} className="hover:underline">
                <bdi>{product.name}</bdi>
              </Link>
            </h2>
            <LineFacts variant={variant} charge={charge} />
            {item.pre_order ? <p className="mt-1 text-xs font-medium text-link">{t.preOrderLine()}</p> : null}
          </div>
          <button
            type="button"
            className="icon-btn -me-2 -mt-2 shrink-0"
            aria-label={t.remove({ name: product.name })}
            disabled={offline}
            onClick={onRemove}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            max={max}
            offline={offline}
            onQuantity={onQuantity}
          />
          <div aria-busy={pending} className="min-w-24 text-end" data-testid="line-total">
            {pending ? (
              <span className="skeleton ms-auto block h-6 w-20">
                <span className="sr-only">{t.updating()}</span>
              </span>
            ) : (
              <Price line={charge} />
            )}
          </div>
        </div>
      </div>
    </li>
  )
}
