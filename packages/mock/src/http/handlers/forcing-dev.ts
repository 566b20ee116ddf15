import { HttpResponse, http } from 'msw'
import {
  ALL_OPERATIONS,
  forcedSettings,
  forceOperation,
  type OperationSetting,
  operationCatalogue,
  settingProblem,
} from '../forcing.ts'

const KEYS = ['status', 'example', 'delayMs', 'offline']

export const forcingDevHandlers = [
  http.get('*/__mock/operations', () =>
    HttpResponse.json({ result: true, data: { operations: operationCatalogue(), forced: forcedSettings() } }),
  ),

  http.post('*/__mock/operations/:operationId', async ({ request, params }) => {
    const operationId = String(params.operationId)
    const patch = await request.json().catch(() => null)
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      return HttpResponse.json({ result: false, message: 'Send a JSON object.' }, { status: 400 })
    }
    const unknown = Object.keys(patch).filter((key) => !KEYS.includes(key))
    const problem =
      unknown.length > 0
        ? `${unknown.join(', ')} cannot be set here (only ${KEYS.join(', ')}).`
        : settingProblem(operationId, patch as OperationSetting)
    if (problem) {
      const status = operationId !== ALL_OPERATIONS && problem.startsWith('openapi.yaml has no') ? 404 : 422
      return HttpResponse.json(
        { result: false, message: problem, errors: { [operationId]: [problem] } },
        { status },
      )
    }
    forceOperation(operationId, patch as OperationSetting)
    return HttpResponse.json({ result: true, message: 'Operation setting saved.', data: forcedSettings() })
  }),
]
