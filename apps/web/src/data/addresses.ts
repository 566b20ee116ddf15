import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'
import { LL } from '../lib/language-store'
import { useApiMutation } from '../lib/mutation'
import { addressesQuery, defaultAddressQuery } from './address-queries'

export type Address = components['schemas']['Address']
export type AddressInput = components['schemas']['AddressInput']
type AddressList = components['schemas']['AddressListResponse']

export type AddressDraft = Omit<AddressInput, 'is_default'> & { is_default?: boolean }

/** Spec §7: a failed list answers an empty first page of 10 (the screen adds 'Failed to fetch addresses'). */
export const EMPTY_ADDRESSES: AddressList = {
  result: false,
  data: [],
  pagination: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
}

export function useAddresses() {
  const query = useQuery({ ...addressesQuery(), enabled: isSignedIn.value })
  return { ...query, list: query.isError ? EMPTY_ADDRESSES.data : (query.data?.data ?? []) }
}

export function useDefaultAddress() {
  return useQuery({ ...defaultAddressQuery(), enabled: isSignedIn.value, select: (answer) => answer.data })
}

const refresh = () => [addressesQuery().queryKey, defaultAddressQuery().queryKey]

export function toAddressForm(draft: AddressDraft): FormData {
  const form = new FormData()
  form.append('_method', 'PUT')
  for (const [key, value] of Object.entries(draft)) {
    if (value === null || value === undefined) continue
    form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return form
}

export function useSaveAddress() {
  return useApiMutation({
    request: ({ id, draft }: { id?: number; draft: AddressDraft }) =>
      id === undefined
        ? apiClient.POST('/api/v1/client/addresses', { body: draft })
        : apiClient.POST('/api/v1/client/addresses/{id}', {
            params: { path: { id } },
            // The generated body type is the form's fields; the wire carries them as FormData.
            body: { ...draft, _method: 'PUT' } as unknown as components['schemas']['AddressForm'],
            bodySerializer: () => toAddressForm(draft),
          }),
    errors: 'fields',
    invalidate: refresh(),
  })
}

export function useMakeDefaultAddress() {
  return useApiMutation({
    request: ({ id, is_default: _flag, ...fields }: Address) =>
      apiClient.POST('/api/v1/client/addresses/{id}', {
        params: { path: { id } },
        body: { ...fields, _method: 'PUT' } as unknown as components['schemas']['AddressForm'],
        bodySerializer: () => toAddressForm({ ...fields, is_default: true }),
      }),
    successToast: (answer) => LL.value.address.nowDefault({ label: answer.data.label }),
    invalidate: refresh(),
  })
}

export function useDeleteAddress() {
  return useApiMutation({
    request: (id: number) => apiClient.DELETE('/api/v1/client/addresses/{id}', { params: { path: { id } } }),
    invalidate: refresh(),
  })
}

export type Place = components['schemas']['ReverseGeocodeResponse']['data']

export async function reverseGeocode(latitude: number, longitude: number): Promise<Place | null> {
  try {
    const answer = await apiClient.GET('/api/v1/client/geocode/reverse', {
      params: { query: { latitude, longitude } },
    })
    return answer.data?.data ?? null
  } catch {
    return null
  }
}
