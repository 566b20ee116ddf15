import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Sheet } from './dialog'
import { Select } from './select'

const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
]

function SortInSheet() {
  const [sort, setSort] = useState<string | null>('featured')
  return (
    <Sheet open onOpenChange={() => {}} title="Filter products" closeLabel="Close">
      <Select label="Sort by" items={SORTS} value={sort} onValueChange={setSort} />
      <output>{sort}</output>
    </Sheet>
  )
}

describe('Select', () => {
  it('inside a sheet, opens its list within the sheet, where it can be seen and chosen from', async () => {
    const user = userEvent.setup()
    render(<SortInSheet />)
    const sheet = await screen.findByRole('dialog', { name: 'Filter products' })
    await user.click(within(sheet).getByRole('combobox', { name: 'Sort by' }))
    const list = await within(sheet).findByRole('listbox')
    expect(list.closest('[aria-hidden="true"]')).toBeNull()
    await user.click(within(list).getByRole('option', { name: 'Price: low to high' }))
    expect(sheet.querySelector('output')?.textContent).toBe('price_asc')
  })
})
