import { HttpResponse, http } from 'msw'
import { forcedSettings } from '../forcing.ts'
import { applyScenario, changesData, isScenario, SCENARIO_NAMES } from '../scenarios.ts'

export const scenarioDevHandlers = [
  http.get('*/__mock/scenarios', () => HttpResponse.json({ result: true, data: SCENARIO_NAMES })),

  http.post('*/__mock/scenarios/:name', async ({ params }) => {
    const name = String(params.name)
    if (!isScenario(name)) {
      return HttpResponse.json(
        { result: false, message: `No scenario "${name}" (scenarios: ${SCENARIO_NAMES.join(', ')}).` },
        { status: 404 },
      )
    }
    const { message, product } = await applyScenario(name)
    return HttpResponse.json({
      result: true,
      message,
      data: { forced: forcedSettings(), changesData: changesData(name), ...(product ? { product } : {}) },
    })
  }),
]
