import { HttpResponse, http } from 'msw'
import { addChaos, type ChaosRuleInput, chaosProblems, chaosState, clearChaos } from '../chaos.ts'

export const chaosDevHandlers = [
  http.get('*/__mock/chaos', () => HttpResponse.json({ result: true, data: chaosState() })),

  http.post('*/__mock/chaos', async ({ request }) => {
    const body = await request.json().catch(() => null)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return HttpResponse.json({ result: false, message: 'Send a JSON object.' }, { status: 400 })
    }
    const errors = chaosProblems(body as Record<string, unknown>)
    if (errors) {
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
      return HttpResponse.json({ result: false, message: first, errors }, { status: 422 })
    }
    const data = addChaos(body as { rules?: ChaosRuleInput[]; seed?: number })
    return HttpResponse.json({ result: true, message: `Chaos rules set; seed ${data.seed}.`, data })
  }),

  http.delete('*/__mock/chaos', () => {
    clearChaos()
    return HttpResponse.json({ result: true, message: 'Chaos rules cleared.', data: chaosState() })
  }),
]
