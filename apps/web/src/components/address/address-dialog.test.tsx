import { unwrap } from '@storefront/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../lib/api'
import { resetAuth } from '../../lib/auth-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import { AddressDialog } from './address-dialog'
import { MapPicker } from './map-picker'

const server = setupMockServer()
beforeEach(() => resetAuth())
afterEach(() => {
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
})

/** What the form sent: JSON for a new address, the multipart fields for an edit. */
function captureSaves() {
  const sent: { url: string; type: string; body: Record<string, unknown> }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !/\/addresses(\/\d+)?$/.test(request.url)) return
    const type = request.headers.get('content-type') ?? ''
    const copy = request.clone()
    const body = type.includes('multipart')
      ? Object.fromEntries((await copy.formData()).entries())
      : ((await copy.json()) as Record<string, unknown>)
    sent.push({ url: new URL(request.url).pathname, type, body })
  })
  return sent
}

const errorOf = (control: HTMLElement) =>
  document.getElementById((control.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '')
    ?.textContent

describe('address dialog', () => {
  it("says each required field's message, and 'Invalid phone number.' for a phone that is not one", async () => {
    await signInDemo()
    const { user } = renderWithApp(<AddressDialog open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' })
    await user.click(await within(dialog).findByRole('button', { name: 'Add address' }))
    const messages = {
      Label: 'Label is required',
      Name: 'Name is required',
      Street: 'Street is required',
      Building: 'Building is required',
      Floor: 'Floor is required',
      City: 'City is required',
      'Phone number': 'Phone number is required',
    }
    for (const [label, message] of Object.entries(messages)) {
      expect(errorOf(within(dialog).getByRole('textbox', { name: label })), label).toBe(message)
    }
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Label' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '12345')
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Phone number' }))).toBe(
      'Invalid phone number.',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '{Control>}a{/Control}95')
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Latitude' }))).toBe('Invalid latitude.')
  })

  it('adds an address with the phone in E.164 and the coordinates as numbers, then tells the caller', async () => {
    await signInDemo()
    const sent = captureSaves()
    const onSaved = vi.fn()
    const onOpenChange = vi.fn()
    const { user } = renderWithApp(<AddressDialog open onOpenChange={onOpenChange} onSaved={onSaved} />)
    const dialog = await screen.findByRole('dialog')
    const type = async (name: string, text: string) =>
      user.type(await within(dialog).findByRole('textbox', { name }), text)
    await type('Label', 'Office')
    await type('Name', 'Demo Shopper')
    await type('Street', '1 Tahrir Square')
    await type('Building', '7')
    await type('Floor', '5')
    await type('City', 'Cairo')
    await type('Phone number', '01001234567')
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' })
    const longitude = within(dialog).getByRole('textbox', { name: 'Longitude' })
    await user.clear(latitude)
    await user.type(latitude, '30.05')
    await user.clear(longitude)
    await user.type(longitude, '31.24')
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(sent).toEqual([
      {
        url: '/api/v1/client/addresses',
        type: 'application/json',
        body: {
          label: 'Office',
          name: 'Demo Shopper',
          street: '1 Tahrir Square',
          building: '7',
          floor: '5',
          city: 'Cairo',
          phone: '+201001234567',
          notes: null,
          latitude: 30.05,
          longitude: 31.24,
          is_default: false,
        },
      },
    ])
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ label: 'Office', phone: '+201001234567' })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('edits an address as multipart form data with _method=PUT', async () => {
    await signInDemo()
    const list = unwrap(await apiClient.GET('/api/v1/client/addresses'))
    const address = list.data[0]
    if (!address) throw new Error('the demo client has no address')
    const sent = captureSaves()
    const onSaved = vi.fn()
    const { user } = renderWithApp(
      <AddressDialog open onOpenChange={() => {}} address={address} onSaved={onSaved} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' })
    const street = await within(dialog).findByRole('textbox', { name: 'Street' })
    expect((street as HTMLInputElement).value).toBe(address.street)
    await user.clear(street)
    await user.type(street, '9 Corniche Road')
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe(`/api/v1/client/addresses/${address.id}`)
    expect(sent[0]?.type).toMatch(/^multipart\/form-data/)
    expect(sent[0]?.body).toMatchObject({ _method: 'PUT', street: '9 Corniche Road', phone: address.phone })
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: address.id, street: '9 Corniche Road' })
  })
})

function Picker({
  onChange = () => {},
  onPlaceFound,
}: {
  onChange?: (lat: string, lng: string) => void
  onPlaceFound?: (place: { street: string | null; city: string | null }) => void
}) {
  return <MapPicker latitude="30" longitude="31" onChange={onChange} onPlaceFound={onPlaceFound} />
}

describe("the map picker's 'Use Current Location'", () => {
  function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: answer } as unknown as Geolocation,
    })
  }

  it.each([
    [1, 'Location access denied. Please enable location permissions in your browser settings.'],
    [2, 'Location information is unavailable. Please check your connection.'],
    [3, 'The request to get your location timed out. Please try again.'],
    [99, 'Unable to retrieve your location.'],
  ])('error code %i says %s', async (code, message) => {
    stubGeolocation((_ok, fail) => fail({ code } as GeolocationPositionError))
    const { user } = renderWithApp(<Picker />)
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })

  it('says when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined })
    const { user } = renderWithApp(<Picker />)
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Geolocation is not supported by your browser.',
    )
  })

  it('asks with a timeout, moves the pin to the position and fills street and city from the geocoder', async () => {
    await signInDemo()
    let options: PositionOptions | undefined
    const onChange = vi.fn()
    const onPlaceFound = vi.fn()
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, _fail: unknown, given: PositionOptions) => {
          options = given
          ok({ coords: { latitude: 24.7136123, longitude: 46.6752957 } } as GeolocationPosition)
        },
      },
    })
    const { user } = renderWithApp(<Picker onChange={onChange} onPlaceFound={onPlaceFound} />)
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('24.713612', '46.675296'))
    expect(options?.timeout).toBeGreaterThan(0)
    expect(screen.getByRole('status').textContent).toBe('Pin moved to your current location.')
    await waitFor(() =>
      expect(onPlaceFound).toHaveBeenCalledWith({ street: expect.stringMatching(/\w/), city: 'Riyadh' }),
    )
  })
})
