import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { useBrowser } from './browser.ts'

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']
const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>
}
/** Every operation of the contract, as the reference names its entries: `GET/api/v1/client/home`. */
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method) => METHODS.includes(method))
    .map((method) => `${method.toUpperCase()}${path}`),
)
const operationIds = Object.values(spec.paths).flatMap((item) =>
  METHODS.flatMap((method) => item[method]?.operationId ?? []),
)

describe('the API reference beside the mock (/__mock/docs)', () => {
  const b = useBrowser()

  it('lists every operation of openapi.yaml, loads nothing from another origin, and tries GET home against the mock', async () => {
    expect(operations.length).toBe(operationIds.length)
    expect(operations.length).toBeGreaterThan(0)
    // A page of its own, not the shop: no app to wait for.
    const { context } = await b.page()
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const origin = new URL(b.baseUrl).origin
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url())
    })
    await page.goto('/__mock/docs')
    const home = page.locator('[data-sidebar-id$="/GET/api/v1/client/home"]')
    await home.waitFor()
    // One reference, on the first screen: a second, empty one (the renderer mounts itself on an
    // element named api-reference) pushed it below a screen of loading placeholders.
    const intro = page.getByRole('heading', { name: 'Try it against this mock' })
    await intro.waitFor()
    expect((await intro.boundingBox())?.y).toBeLessThan(900)
    expect(await page.locator('[data-sidebar-id$="/GET/api/v1/client/home"]').count()).toBe(1)
    const listed = await page
      .locator('[data-sidebar-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-sidebar-id') ?? ''))
    const missing = operations.filter((op) => !listed.some((id) => id.endsWith(`/${op}`)))
    expect(missing).toEqual([])

    // Operations further down render once scrolled to: go there through the sidebar, as a reader would.
    await home.getByRole('link').or(home.locator('a')).first().click()
    await page.getByRole('button', { name: /Test Request\s*\(get \/api\/v1\/client\/home\)/ }).click()
    await page.getByRole('button', { name: /Send get request to .*\/api\/v1\/client\/home$/ }).click()
    const client = page.getByRole('dialog')
    await client.getByText('200 OK').first().waitFor()
    expect(await client.textContent()).toContain('"result": true')
    expect(elsewhere).toEqual([])
    await context.close()
  })
})
