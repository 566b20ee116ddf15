import { $api } from '../../lib/api'

export function useTeamMembers() {
  return $api.useQuery('get', '/api/v1/client/team-members', undefined, { select: (answer) => answer.data })
}
