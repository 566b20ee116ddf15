import { useSignals } from '@preact/signals-react/runtime'
import type { components } from '@storefront/sdk'
import { type KeyboardEvent, useState } from 'react'
import { ZoomIcon } from '../../components/icons'
import { Dialog } from '../../components/ui/dialog'
import { dir, LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'

type Image = components['schemas']['Image']

function Thumbnails({
  images,
  index,
  onChoose,
}: {
  images: Image[]
  index: number
  onChoose: (index: number) => void
}) {
  useSignals()
  const t = LL.value.product
  const onThumbKey = (event: KeyboardEvent) => {
    const forward = dir.value === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir.value === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key !== forward && event.key !== back) return
    event.preventDefault()
    const next = (index + (event.key === forward ? 1 : -1) + images.length) % images.length
    onChoose(next)
    const buttons = (event.currentTarget as HTMLElement).querySelectorAll('button')
    buttons[next]?.focus()
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are handled for the buttons inside
    <div className="flex gap-2 overflow-x-auto p-1" onKeyDown={onThumbKey}>
      {images.map((image, i) => (
        <button
          key={image.url}
          type="button"
          onClick={() => onChoose(i)}
          aria-label={t.showImage({ index: i + 1, total: images.length })}
          aria-pressed={i === index}
          tabIndex={i === index ? 0 : -1}
          className="focusable size-16 shrink-0 overflow-hidden rounded-md border-2 border-line bg-surface aria-pressed:border-primary sm:size-20"
        >
          <img
            src={mediaUrl(image.url)}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-1"
          />
        </button>
      ))}
    </div>
  )
}

function ZoomDialog({
  image,
  name,
  open,
  onOpenChange,
}: {
  image: Image
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  useSignals()
  const t = LL.value
  const [magnified, setMagnified] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) setMagnified(false)
      }}
      title={t.product.zoomedImage()}
      hideTitle
      closeLabel={t.common.close()}
      className="max-w-5xl"
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys pan the magnified image */}
      <div tabIndex={0} className="focusable max-h-[80vh] overflow-auto rounded-md">
        <button
          type="button"
          aria-pressed={magnified}
          aria-label={t.product.zoom()}
          onClick={() => setMagnified((m) => !m)}
          className={`block ${magnified ? 'w-[200%] max-w-none cursor-zoom-out' : 'w-full cursor-zoom-in'}`}
        >
          <img
            src={mediaUrl(image.url)}
            alt={image.alt || name}
            width={image.width}
            height={image.height}
            className="h-auto w-full"
          />
        </button>
      </div>
    </Dialog>
  )
}

export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  useSignals()
  const t = LL.value
  const [index, setIndex] = useState(0)
  const [zoomOpen, setZoomOpen] = useState(false)
  const [origin, setOrigin] = useState('50% 50%')
  const current = images[Math.min(index, images.length - 1)]
  if (!current) return null

  return (
    <section aria-label={t.product.gallery()} className="flex flex-col gap-3">
      <div className="group relative aspect-square overflow-hidden rounded-xl border border-line bg-surface">
        <button
          type="button"
          className="focusable size-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
          aria-label={t.product.zoom()}
          onClick={() => setZoomOpen(true)}
          onPointerMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect()
            setOrigin(
              `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
            )
          }}
        >
          <img
            src={mediaUrl(current.url)}
            alt={current.alt || name}
            width={current.width}
            height={current.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            style={{ transformOrigin: origin }}
            className="size-full object-contain p-6 transition-transform duration-200 md:group-hover:scale-150"
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 end-3 rounded-full bg-bg/90 p-2 text-fg shadow"
        >
          <ZoomIcon size={18} />
        </span>
      </div>
      {images.length > 1 ? <Thumbnails images={images} index={index} onChoose={setIndex} /> : null}
      <ZoomDialog image={current} name={name} open={zoomOpen} onOpenChange={setZoomOpen} />
    </section>
  )
}
