import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export type Renderer = typeof import('../src/app/server-entry.tsx')
export type { FirstPage, WrittenAnswer } from '../src/app/server-entry.tsx'

export async function loadRenderer(serverDist: string): Promise<Renderer | null> {
  const file = join(serverDist, 'server-entry.js')
  try {
    await stat(file)
  } catch {
    return null
  }
  const renderer = (await import(pathToFileURL(file).href)) as Renderer
  // The sanitiser needs a DOM; jsdom is slow to load, so the server listens meanwhile and pages wait for it.
  const sanitizer = import('jsdom').then(({ JSDOM }) =>
    renderer.setSanitizerWindow(
      new JSDOM('').window as unknown as Parameters<Renderer['setSanitizerWindow']>[0],
    ),
  )
  const sanitizerReady = sanitizer.then(
    () => true,
    (error: unknown) => {
      console.error('jsdom could not be loaded: pages render in the browser alone.', error)
      return false
    },
  )
  return {
    ...renderer,
    renderPage: async (request) =>
      (await sanitizerReady) ? renderer.renderPage(request) : { kind: 'browser-only' },
  }
}
