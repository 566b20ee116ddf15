import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The server-side build of the app (`apps/web/dist-server`): its renderer and what the server shares with it. */
export type Renderer = typeof import('../src/app/server-entry.tsx')

export async function loadRenderer(serverDist: string): Promise<Renderer | null> {
  const file = join(serverDist, 'server-entry.js')
  try {
    await stat(file)
  } catch {
    return null
  }
  const renderer = (await import(pathToFileURL(file).href)) as Renderer
  // The sanitiser needs a DOM: the same DOMPurify rules run on jsdom here and on the page there.
  const { JSDOM } = await import('jsdom')
  renderer.setSanitizerWindow(
    new JSDOM('').window as unknown as Parameters<Renderer['setSanitizerWindow']>[0],
  )
  return renderer
}
