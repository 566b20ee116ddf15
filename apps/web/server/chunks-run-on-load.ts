// The chunks every first load runs: compile-hinted by the build, preloaded by the page template.

export interface ChunkLinks {
  isEntry?: boolean
  imports?: readonly string[]
  dynamicImports?: readonly string[]
}

export function chunksRunOnLoad(chunks: Record<string, ChunkLinks>): Set<string> {
  const marked = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks[fileName]
    if (!chunk || marked.has(fileName)) return
    marked.add(fileName)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [fileName, chunk] of Object.entries(chunks)) {
    if (!chunk.isEntry) continue
    visit(fileName)
    for (const step of chunk.dynamicImports ?? []) visit(step)
  }
  return marked
}
