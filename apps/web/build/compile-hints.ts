/** Build step: marks the chunks every page runs on load with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment). */
import type { Plugin } from 'vite'
import { chunksRunOnLoad } from '../server/chunks-run-on-load.ts'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The Vite plugin (client build only): the minifier drops comments, so the hint goes in once the bundle is final. */
export function compileHints(): Plugin {
  let marked = new Set<string>()
  return {
    name: 'storefront-compile-hints',
    apply: 'build',
    enforce: 'post',
    renderChunk(_code, chunk, _options, meta) {
      if (chunk.isEntry) marked = chunksRunOnLoad(meta.chunks)
      return null
    },
    augmentChunkHash(chunk) {
      return marked.has(chunk.fileName) ? COMPILE_HINT : undefined
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.fromEntries(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
        )
        for (const fileName of chunksRunOnLoad(chunks)) {
          const chunk = chunks[fileName]
          // The build emits no source maps; one would need this line accounted for.
          if (chunk) chunk.code = COMPILE_HINT + chunk.code
        }
      },
    },
  }
}
