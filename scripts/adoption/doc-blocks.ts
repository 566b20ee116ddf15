// The pasteable code blocks of the READMEs and docs pages; `<!-- docs-test: KIND -->` before a block sets what the
// test command does with it: `setup` (shell, run once first, in document order), `serve` (a server left running for
// the blocks after it), `clone` (shell in a clone of this repository), `skip: why` (not run; keep these few), or
// none: shell runs in the scratch app with the mock serving; TypeScript goes to the file its first line names
// (`// hero.tsx`, else `block-<line>.ts`), type-checked there; `*.test.ts(x)` runs in Vitest, other `.ts` in Node.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Code, Html, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'

export const root = fileURLToPath(new URL('../../', import.meta.url))

// Their shell blocks run in this order, the path a new app takes: the SDK, then the mock, then the contract suite.
export const DOCUMENTS = [
  'README.md',
  'docs/deployment.md',
  'docs/front-end.md',
  'docs/front-end-testing.md',
  'docs/backend.md',
  'docs/mock.md',
  'packages/sdk/README.md',
  'packages/mock/README.md',
  'packages/contract/README.md',
]

const SHELL = new Set(['sh', 'bash', 'shell'])
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript'])

export type BlockKind = 'setup' | 'serve' | 'clone' | 'skip' | 'run'

export interface DocBlock {
  /** `README.md:312`, where the fence opens. */
  where: string
  document: string
  line: number
  language: 'shell' | 'typescript'
  kind: BlockKind
  reason?: string
  /** For TypeScript: the file the block becomes in the scratch app. */
  file?: string
  code: string
}

const MARKER = /^<!--\s*docs-test:\s*(setup|serve|clone|skip)\s*(?::\s*(.+?))?\s*-->$/

function blocksOf(document: string, text: string): DocBlock[] {
  const tree: Root = fromMarkdown(text)
  const blocks: DocBlock[] = []
  const visit = (nodes: RootContent[]) => {
    let previous: RootContent | undefined
    for (const node of nodes) {
      if (node.type === 'code') blocks.push(...blockOf(document, node, previous))
      if ('children' in node) visit(node.children as RootContent[])
      previous = node
    }
  }
  visit(tree.children)
  return blocks
}

function blockOf(document: string, node: Code, previous: RootContent | undefined): DocBlock[] {
  const lang = node.lang ?? ''
  const language = SHELL.has(lang) ? 'shell' : TYPESCRIPT.has(lang) ? 'typescript' : null
  if (!language) return []
  const line = node.position?.start.line ?? 0
  const marker = previous?.type === 'html' ? MARKER.exec((previous as Html).value.trim()) : null
  if (previous?.type === 'html' && /docs-test/.test((previous as Html).value) && !marker)
    throw new Error(`${document}:${line}: unreadable marker ${(previous as Html).value}`)
  const kind = (marker?.[1] as BlockKind | undefined) ?? 'run'
  if (kind === 'skip' && !marker?.[2]) throw new Error(`${document}:${line}: a skip needs a reason`)
  const named = /^\/\/ ([\w.-]+\.tsx?)\s*$/m.exec(node.value.split('\n')[0] ?? '')?.[1]
  const file =
    language === 'typescript'
      ? (named ?? `block-${document.replace(/\W+/g, '-')}-${line}.${lang === 'tsx' ? 'tsx' : 'ts'}`)
      : undefined
  return [
    {
      where: `${document}:${line}`,
      document,
      line,
      language,
      kind,
      ...(marker?.[2] ? { reason: marker[2] } : {}),
      ...(file ? { file } : {}),
      code: node.value,
    },
  ]
}

export function docBlocks(documents: readonly string[] = DOCUMENTS): DocBlock[] {
  return documents.flatMap((document) =>
    blocksOf(relative(root, `${root}${document}`), readFileSync(`${root}${document}`, 'utf8')),
  )
}

export function substitute(code: string, addresses: Record<string, string>): string {
  let out = code
  for (const [stand, real] of Object.entries(addresses)) out = out.split(stand).join(real)
  return out
}
