import { LL } from '../../lib/language-store'
import { autoText } from '../bidi'

interface Parts {
  street: string
  building: string
  floor: string
  city: string
}

/** One line of an address in the page's language: the building and floor named, not bare numbers, and the parts joined with the language's own comma (Arabic's "،"). */
export function addressLine({ street, building, floor, city }: Parts): string {
  const t = LL.value.address
  return [
    street && autoText(street),
    building && t.buildingNumber({ value: autoText(building) }),
    floor && t.floorNumber({ value: autoText(floor) }),
    city && autoText(city),
  ]
    .filter(Boolean)
    .join(t.separator())
}
