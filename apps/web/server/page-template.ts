// Stylesheet and boot script are inlined: two fewer requests before the first paint.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chunksRunOnLoad } from './chunks-run-on-load.ts'

export interface PageTemplate {
  browserRendered: string
  serverRendered: string
  scriptSources: string[]
  pageChunks: (module: string) => string[]
  entryImports: string[]
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>

function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((next) => closure(manifest, next, seen))]
}

async function readManifest(dist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  } catch {
    return {}
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Starts the app after the first paint: earlier, its code competes with the first image and holds the paint up. */
const deferredStart = (entry: string) =>
  `let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(entry)});` +
  `for(const href of JSON.parse(document.getElementById('page-chunks')?.textContent||'[]'))setTimeout(()=>{` +
  `const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)})}};` +
  `if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();` +
  `else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}`

export async function loadPageTemplate(dist: string, runtime?: object): Promise<PageTemplate | null> {
  let html: string
  try {
    html = await readFile(join(dist, 'index.html'), 'utf8')
  } catch {
    return null
  }
  if (runtime)
    html = html.replace(
      '</head>',
      () => `<script type="application/json" id="runtime-settings">${escapeJson(runtime)}</script></head>`,
    )
  const scriptSources: string[] = []

  const boot = /<script src="(\/boot\.js)"><\/script>/.exec(html)
  if (boot?.[1]) {
    const code = (await readFile(join(dist, boot[1]), 'utf8')).replace(/<\/script/gi, '<\\/script')
    html = html.replace(boot[0], () => `<script>${code}</script>`)
    scriptSources.push(sha256(code))
  }
  for (const link of html.match(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g) ?? []) {
    const href = /href="([^"]+)"/.exec(link)?.[1] ?? ''
    const css = (await readFile(join(dist, href), 'utf8')).replace(/<\/style/gi, '<\\/style')
    // The disabled link fetches nothing; it tells Vite's loader the stylesheet is in the page.
    html = html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`)
  }

  let serverRendered = html
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (entry?.[1]) {
    const loader = deferredStart(entry[1])
    serverRendered = html
      .replace(entry[0], () => `<script type="module">${loader}</script>`)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    scriptSources.push(sha256(loader))
  }
  const manifest = await readManifest(dist)
  const entryFiles = [...chunksRunOnLoad(manifest)].flatMap((key) => {
    const file = manifest[key]?.file
    return file ? [`/${file}`] : []
  })
  const entrySet = new Set(entryFiles)
  const chunksByModule = new Map<string, string[]>()
  return {
    browserRendered: html,
    serverRendered,
    scriptSources,
    entryImports: entryFiles.slice(1),
    pageChunks: (module) => {
      let chunks = chunksByModule.get(module)
      if (!chunks) {
        chunks = closure(manifest, module).filter((file) => !entrySet.has(file))
        chunksByModule.set(module, chunks)
      }
      return chunks
    },
  }
}

export interface PageParts {
  lang: string
  theme?: string | undefined
  /** Marked on <html>: the boot script hides a rendered banner when storage already holds a choice. */
  consent?: string | undefined
  answers: Record<string, unknown>
  rendered?: { html: string; head: string; money?: Record<string, string> }
  head?: string
  preloadImage?: string | undefined
  rootStyle?: string | undefined
  pageModule?: string | undefined
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }
const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (char) => JSON_ESCAPES[char] ?? char)
const BEYOND_LATIN1 = /[\u0100-\uffff]/
/** `\u` escapes beyond Latin-1 keep a Latin-1 page a one-byte string, which V8 joins and encodes far more cheaply. */
const escapeJsonLatin1 = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<\u0100-\uffff]/g,
    (char) => JSON_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
const answerJson = new WeakMap<object, Map<(value: unknown) => string, string>>()

function jsonOf(value: unknown, write: (value: unknown) => string): string {
  if (typeof value !== 'object' || value === null) return write(value)
  const written = answerJson.get(value) ?? new Map<(value: unknown) => string, string>()
  answerJson.set(value, written)
  const held = written.get(write)
  if (held !== undefined) return held
  const json = write(value)
  written.set(write, json)
  return json
}

export function firstAnswersJson(
  block: { lang: string; answers: Record<string, unknown>; money?: Record<string, string> | undefined },
  write: (value: unknown) => string,
): string {
  const answers = Object.entries(block.answers)
    .map(([path, answer]) => `${write(path)}:${jsonOf(answer, write)}`)
    .join(',')
  const money = block.money ? `,"money":${write(block.money)}` : ''
  return `{"lang":${write(block.lang)},"answers":{${answers}}${money}}`
}
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** React writes resource hints (the first image's preload) ahead of the markup; they belong in <head>. */
function splitHints(html: string): { hints: string; body: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? ''
  return { hints, body: html.slice(hints.length) }
}

/** A template cut where pages differ, once per template, so composing a page is one concatenation. */
interface TemplateCuts {
  before: string
  head: string
  headWithoutMeta: string
  middle: string
  after: string
}

const cutsByTemplate = new Map<string, TemplateCuts>()
const ROOT_OPEN = '<div id="root">'
const ROOT_CLOSE = '</div>'
const ROOT = ROOT_OPEN + ROOT_CLOSE

function cut(html: string): TemplateCuts {
  const held = cutsByTemplate.get(html)
  if (held) return held
  const tag = /<html([^>]*)>/.exec(html)
  const headEnd = html.indexOf('</head>')
  const root = html.indexOf(ROOT)
  if (!tag || headEnd < 0 || root < headEnd)
    throw new Error('index.html lacks <html>, </head> or the empty root')
  const head = html.slice(tag.index + tag[0].length, headEnd)
  const cuts = {
    before: html.slice(0, tag.index),
    head,
    headWithoutMeta: head.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
    middle: html.slice(headEnd, root),
    after: html.slice(root + ROOT.length),
  }
  cutsByTemplate.set(html, cuts)
  return cuts
}

export function composeStaticPage(
  template: PageTemplate,
  parts: { lang: string; title: string; html: string },
): string {
  const cuts = cut(template.browserRendered)
  const lang = parts.lang === 'ar' ? 'ar' : 'en'
  const noApp = (html: string) =>
    html
      .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
  const head = noApp(cuts.head).replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeText(parts.title)}</title>`,
  )
  return (
    `${cuts.before}<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${head}` +
    `${noApp(cuts.middle)}<div id="root">${parts.html}</div>${noApp(cuts.after)}`
  )
}

interface PagePieces {
  cuts: TemplateCuts
  attributes: string
  fixedHead: 'head' | 'headWithoutMeta'
  ownHead: string
  root: string
}

function pagePieces(template: PageTemplate, parts: PageParts): PagePieces {
  const { rendered } = parts
  const cuts = cut(rendered ? template.serverRendered : template.browserRendered)
  let attributes = ` lang="${parts.lang === 'ar' ? 'ar' : 'en'}" dir="${parts.lang === 'ar' ? 'rtl' : 'ltr'}"`
  let root = ''
  const head: string[] = []
  const ownHead = rendered ? rendered.head : (parts.head ?? '')
  if (ownHead) head.push(ownHead)
  if (rendered) {
    const { hints, body } = splitHints(rendered.html)
    head.push(hints)
    root = body
  } else if (parts.preloadImage) {
    head.push(
      `<link rel="preload" as="image" href="${escapeAttribute(parts.preloadImage)}" fetchpriority="high">`,
    )
  }
  const pageChunks = parts.pageModule ? template.pageChunks(parts.pageModule) : []
  if (rendered) {
    // Read by the start script after the first paint, with the main chunk's imports first.
    const chunks = [...template.entryImports, ...pageChunks]
    if (chunks.length > 0)
      head.push(`<script type="application/json" id="page-chunks">${escapeJson(chunks)}</script>`)
  } else {
    // Nothing paints before the app runs: the page's chunks load at once, beside the main chunk.
    for (const href of [...template.entryImports, ...pageChunks])
      head.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
  }
  if (Object.keys(parts.answers).length > 0) {
    const money = rendered?.money && Object.keys(rendered.money).length > 0 ? rendered.money : undefined
    // An Arabic page is two-byte anyway, and its escapes would triple the bytes of its answers.
    const oneByte = !BEYOND_LATIN1.test(root) && !BEYOND_LATIN1.test(ownHead)
    const json = firstAnswersJson(
      { lang: parts.lang, answers: parts.answers, money },
      oneByte ? escapeJsonLatin1 : escapeJson,
    )
    head.push(`<script type="application/json" id="first-answers">${json}</script>`)
  }
  if (parts.theme) attributes += ` data-theme="${escapeAttribute(parts.theme)}"`
  if (parts.consent) attributes += ` data-consent="${escapeAttribute(parts.consent)}"`
  if (parts.rootStyle) attributes += ` style="${escapeAttribute(parts.rootStyle)}"`
  return { cuts, attributes, fixedHead: ownHead ? 'headWithoutMeta' : 'head', ownHead: head.join(''), root }
}

export function composePage(template: PageTemplate, parts: PageParts): string {
  const { cuts, attributes, fixedHead, ownHead, root } = pagePieces(template, parts)
  return (
    `${cuts.before}<html${attributes}>${cuts[fixedHead]}${ownHead}` +
    `${cuts.middle}${ROOT_OPEN}${root}${ROOT_CLOSE}${cuts.after}`
  )
}

const encodedCuts = new WeakMap<TemplateCuts, Record<keyof TemplateCuts, Buffer>>()

/** {@link composePage} as bytes, the template's parts encoded once: the stylesheet is half a page (decision 0073). */
export function composePageBytes(template: PageTemplate, parts: PageParts): Buffer {
  const { cuts, attributes, fixedHead, ownHead, root } = pagePieces(template, parts)
  let fixed = encodedCuts.get(cuts)
  if (!fixed) {
    fixed = Object.fromEntries(
      Object.entries({ ...cuts, middle: cuts.middle + ROOT_OPEN, after: ROOT_CLOSE + cuts.after }).map(
        ([name, text]) => [name, Buffer.from(text)],
      ),
    ) as Record<keyof TemplateCuts, Buffer>
    encodedCuts.set(cuts, fixed)
  }
  return Buffer.concat([
    fixed.before,
    Buffer.from(`<html${attributes}>`),
    fixed[fixedHead],
    Buffer.from(ownHead),
    fixed.middle,
    Buffer.from(root),
    fixed.after,
  ])
}
