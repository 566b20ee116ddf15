import { defineConfig } from 'tsdown'

// JSDoc stays in the .d.ts files, where editors read it; the JS ships without it.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    schema: 'src/generated/schema.ts',
    'search-text': 'src/search-text.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  dts: true,
  sourcemap: true,
  clean: true,
  deps: { neverBundle: [/^openapi-fetch/, /^openapi-react-query/, /^@tanstack\//, /^react/] },
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
})
