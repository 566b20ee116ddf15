/** A complete address as a shopper enters it: the mock's tests, the journeys and the benches use it. */
export const SAMPLE_ADDRESS = {
  label: 'Home',
  name: 'Nora Haddad',
  street: '5 Corniche Road',
  building: '12',
  floor: '3',
  city: 'Alexandria',
  phone: '+201112223334',
  notes: null,
  latitude: 31.2,
  longitude: 29.9,
}

export const DEFAULT_ADDRESS = { ...SAMPLE_ADDRESS, is_default: true }
