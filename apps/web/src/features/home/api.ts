import { $api } from '../../lib/api'

export function useHome() {
  return $api.useQuery('get', '/api/v1/client/home', undefined, { select: (answer) => answer.data })
}
