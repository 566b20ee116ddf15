import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RangeSlider } from './range-slider'

describe('RangeSlider', () => {
  it('names each thumb on its own, not both after the group label', () => {
    render(
      <RangeSlider
        label="Price range"
        thumbLabels={['Minimum price', 'Maximum price']}
        min={0}
        max={100}
        value={[10, 90]}
        onValueChange={() => {}}
        onValueChangeEnd={() => {}}
        formatValue={String}
      />,
    )
    // Ark keeps thumbs visibility: hidden until it has measured them, which happy-dom never does,
    // and a hidden element gets no accessible name here: resolve aria-labelledby by hand (the
    // browser tests query the names).
    const names = screen.getAllByRole('slider', { hidden: true }).map((thumb) => [
      (thumb.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
      thumb.getAttribute('aria-valuenow'),
    ])
    expect(names).toEqual([
      ['Minimum price', '10'],
      ['Maximum price', '90'],
    ])
  })
})
