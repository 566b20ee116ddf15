import { defineConfig } from 'tsdown'

// The contract the suite judges by ships beside the built code (src/validate.ts finds it there).
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  fixedExtension: false,
  target: 'node22',
  dts: true,
  clean: true,
  copy: [{ from: '../../openapi.yaml', to: 'dist' }],
  deps: { neverBundle: [/^@storefront\/sdk/, /^ajv/, /^openapi-fetch/, /^yaml/] },
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
})
