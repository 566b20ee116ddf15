// temporary: time renderPage alone
import { loadRenderer } from './apps/web/server/renderer.ts'
import { fetchFirstAnswers } from './apps/web/server/first-answers.ts'
import { startWebServer } from './apps/web/server/web-server.ts'
import { composePage, loadPageTemplate } from './apps/web/server/page-template.ts'
const server = await startWebServer({ port: 0 })
const renderer = (await loadRenderer('/work/main/apps/web/dist-server'))!
const template = (await loadPageTemplate('/work/main/apps/web/dist'))!
const N = Number(process.env.N ?? 200)
for (const path of (process.env.PAGES ?? '/,/shop,/product/1').split(',')) {
  const url = new URL(path, server.url)
  const page = renderer.firstPage(url.pathname, url.search)
  const visitor = { lang: 'en' as const, token: undefined, requestId: 'x' }
  const answers = await fetchFirstAnswers(renderer, { baseUrl: server.url, appKey: 'k', timeoutMs: 5000 }, visitor, page)
  const req = { url: path, language: 'en', answers, signedIn: false, currency: undefined, origin: server.url }
  for (let i = 0; i < 30; i++) await renderer.renderPage(req)
  let t = performance.now()
  let html = ''
  for (let i = 0; i < N; i++) { const r = await renderer.renderPage(req); if (r.kind === 'page') html = r.html }
  const render = (performance.now() - t) / N
  t = performance.now()
  let doc = ''
  for (let i = 0; i < N; i++) doc = composePage(template, { lang: 'en', answers, rendered: { html, head: '' }, pageModule: renderer.routeModule(url.pathname) })
  const compose = (performance.now() - t) / N
  console.log(`${path}: render ${render.toFixed(2)} ms, compose ${compose.toFixed(2)} ms, html ${html.length}, doc ${doc.length}`)
}
await server.close()
process.exit(0)
