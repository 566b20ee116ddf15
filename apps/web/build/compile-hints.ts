/**
 * Build step: marks the chunks every page runs on load with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment).
 *
 * Without the hint V8 only pre-parses a function on load and compiles it on the main thread the first
 * time it is called, which for React DOM, React Query and the app's start is during hydration, so
 * hydration's slices also paid for compiling. With it, V8 compiles those files whole on a background
 * thread while they download (decision 0028 has the figures).
 *
 * The marked chunks are the entry, the steps it imports (app/main.tsx) and everything they import
 * statically: code that runs on every first load. Lazily loaded parts (the map, the phone field,
 * dialogs) are left to V8's own judgement, since most of their functions may never run.
 */
import type { Plugin } from 'vite'
import { chunksRunOnLoad } from '../server/chunks-run-on-load.ts'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The Vite plugin (client build only). The minifier drops comments, so the hint goes in once the
 * bundle is final; the hash of each marked chunk accounts for it, so its name still changes with it.
 */
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
      // After Vite's own step that puts its preload list (`__vite__mapDeps`) at the top of a chunk.
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
