import { Slider } from '@ark-ui/react/slider'
import { useId } from 'react'
import { ltrRange } from '../bidi'

interface RangeSliderProps {
  label: string
  thumbLabels: [string, string]
  min: number
  max: number
  step?: number
  value: [number, number]
  onValueChange: (value: [number, number]) => void
  onValueChangeEnd: (value: [number, number]) => void
  formatValue: (value: number) => string
}

export function RangeSlider(props: RangeSliderProps) {
  const {
    label,
    thumbLabels,
    min,
    max,
    step = 1,
    value,
    onValueChange,
    onValueChangeEnd,
    formatValue,
  } = props
  // Ark labels both thumbs with the group's label unless each has its own element: a hidden name each.
  const id = useId()
  const thumbNameIds = [`${id}-thumb-0`, `${id}-thumb-1`]
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={1}
      aria-labelledby={thumbNameIds}
      getAriaValueText={(details) => formatValue(details.value)}
      onValueChange={(details) => onValueChange(details.value as [number, number])}
      onValueChangeEnd={(details) => onValueChangeEnd(details.value as [number, number])}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between text-sm">
        <Slider.Label className="font-medium">{label}</Slider.Label>
        <Slider.ValueText className="text-muted tabular-nums">
          {ltrRange(formatValue(value[0]), formatValue(value[1]), ' – ')}
        </Slider.ValueText>
      </div>
      <Slider.Control className="relative flex h-6 items-center">
        <Slider.Track className="h-1.5 flex-1 rounded-full bg-line">
          <Slider.Range className="h-full rounded-full bg-primary" />
        </Slider.Track>
        {[0, 1].map((index) => (
          <Slider.Thumb
            key={index}
            index={index}
            className="focusable size-5 rounded-full border-2 border-primary bg-bg shadow"
          >
            <Slider.HiddenInput />
          </Slider.Thumb>
        ))}
      </Slider.Control>
      {thumbLabels.map((name, index) => (
        <span key={name} id={thumbNameIds[index]} hidden>
          {name}
        </span>
      ))}
    </Slider.Root>
  )
}
