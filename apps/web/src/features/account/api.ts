import type { components } from '@storefront/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { meQuery } from '../../data/me-queries'
import { apiClient } from '../../lib/api'
import { resetAuth } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { useApiMutation } from '../../lib/mutation'
import { hrefOf } from '../../lib/pages'

export type ProfileUpdate = components['schemas']['ProfileUpdateRequest']

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useApiMutation({
    request: (body: ProfileUpdate) => apiClient.POST('/api/v1/client/profile/update', { body }),
    errors: 'fields',
    onSuccess: (answer) =>
      queryClient.setQueryData(meQuery().queryKey, { result: true, client: answer.client }),
  })
}

/** Logout and deletion end the session on the device whatever the server answers (spec §4). */
function useEndSession() {
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return () => {
    resetAuth()
    queryClient.clear()
    navigate(hrefOf('home'), { replace: true })
  }
}

export function useLogout() {
  const end = useEndSession()
  return useApiMutation({
    request: () => apiClient.POST('/api/v1/client/logout'),
    failureMessage: () => LL.value.account.logoutFailed(),
    onSettled: end,
  })
}

export function useDeleteAccount() {
  const end = useEndSession()
  return useApiMutation({
    request: () => apiClient.POST('/api/v1/client/account/delete'),
    failureMessage: () => LL.value.account.deleteFailed(),
    onSettled: end,
  })
}
