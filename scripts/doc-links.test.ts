// Every relative link of the repository's Markdown leads to a file that exists, and to a heading of
// it when it names one; a package's README links nothing outside its own folder, which is all its
// tarball can hold. The pages are split by reader, so a moved section would otherwise leave links
// that lead nowhere.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Heading, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

const textOf = (node: RootContent): string =>
  'value' in node ? String(node.value) : 'children' in node ? node.children.map(textOf).join('') : ''

function walk(nodes: RootContent[], visit: (node: RootContent) => void) {
  for (const node of nodes) {
    visit(node)
    if ('children' in node) walk(node.children as RootContent[], visit)
  }
}

function parse(text: string) {
  const tree: Root = fromMarkdown(text)
  const links: { url: string; line: number }[] = []
  const anchors = new Set<string>()
  walk(tree.children, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image')
      links.push({ url: node.url, line: node.position?.start.line ?? 0 })
    if (node.type === 'heading') anchors.add(slug(textOf(node as Heading)))
  })
  return { links, anchors }
}

/** What is wrong with the relative links of one document; `within` is the folder they must stay in. */
function linkProblems(
  document: string,
  text: string,
  read: (path: string) => string | undefined,
  within?: string,
): string[] {
  const problems: string[] = []
  for (const { url, line } of parse(text).links) {
    if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('//')) continue
    const [path = '', anchor] = url.split('#') as [string, string | undefined]
    const target = path === '' ? document : join(dirname(document), decodeURIComponent(path))
    const where = `${document}:${line}: ${url}`
    if (within && relative(within, target).startsWith('..')) {
      problems.push(`${where} leaves ${within}`)
      continue
    }
    const body = read(target)
    if (body === undefined) problems.push(`${where} names no file`)
    else if (anchor && /\.md$/.test(target) && !parse(body).anchors.has(anchor))
      problems.push(`${where} names no heading of ${target}`)
  }
  return problems
}

const readRepo = (path: string) => {
  const full = resolve(root, path)
  if (!existsSync(full)) return undefined
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8')
}

const documents = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/') && existsSync(join(root, f)))

describe('links between the Markdown documents', () => {
  it('checks the pages the root README sends readers to', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/operations.md', 'docs/mock.md']))
  })

  it.each(documents)('%s: every relative link resolves', (document) => {
    const within = /^packages\/[^/]+\/README\.md$/.test(document) ? dirname(document) : undefined
    expect(linkProblems(document, readRepo(document) ?? '', readRepo, within)).toEqual([])
  })

  it('tells a missing file, a missing heading and a path out of a package apart', () => {
    const pages: Record<string, string> = {
      'docs/a.md': '# A page\n\n## Its part\n',
      'pkg/x/CHANGELOG.md': '',
    }
    const read = (path: string) => pages[path]
    const text = '[ok](a.md#its-part) [file](b.md) [head](a.md#nothing) [web](https://example.com)\n'
    expect(linkProblems('docs/index.md', text, read)).toEqual([
      'docs/index.md:1: b.md names no file',
      'docs/index.md:1: a.md#nothing names no heading of docs/a.md',
    ])
    expect(
      linkProblems('pkg/x/README.md', '[log](CHANGELOG.md) [out](../../docs/a.md)\n', read, 'pkg/x'),
    ).toEqual(['pkg/x/README.md:1: ../../docs/a.md leaves pkg/x'])
  })
})
