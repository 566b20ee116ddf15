import { HttpResponse, http } from 'msw'
import { commerce } from '../../store/commerce.ts'
import { currentWorld, listWorlds, type World, worldSettings, worldsSupported } from '../../store/worlds.ts'
import { chaosState } from '../chaos.ts'
import { forcedSettings } from '../forcing.ts'
import { callsSinceReset } from '../request-log.ts'
import { devRoute } from '../route.ts'

const described = (world: World) => ({
  id: world.id,
  created: new Date(world.created).toISOString(),
  lastUsed: new Date(world.lastUsed).toISOString(),
})

export const worldDevHandlers = [
  http.get('*/__mock/worlds', () => {
    const { max, idleMs } = worldSettings()
    return HttpResponse.json({
      result: true,
      data: {
        supported: worldsSupported,
        max,
        idleMinutes: idleMs / 60_000,
        worlds: listWorlds().map(described),
      },
    })
  }),

  devRoute('get', '*/__mock/world', () => {
    const { rules, seed } = chaosState()
    return HttpResponse.json({
      result: true,
      data: {
        ...described(currentWorld()),
        forced: forcedSettings(),
        chaos: { seed, rules: rules.length },
        callsSinceReset: callsSinceReset(),
        clients: commerce.clients.count(),
        cartLines: commerce.cartLines.count(),
        outbox: commerce.outbox.count(),
      },
    })
  }),
]
