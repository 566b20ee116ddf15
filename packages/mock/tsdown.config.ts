import { defineConfig } from 'tsdown'
import { nodePackage } from '../../scripts/tsdown-preset.ts'

// The picture encoders stay separate files: `#picture-encoder` picks one per platform at load time.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    browser: 'src/browser.ts',
    http: 'src/http.ts',
    contract: 'src/http/contract.ts',
    docs: 'src/docs/serve.ts',
    testing: 'src/testing/index.ts',
    outbox: 'src/testing/outbox.ts',
    cli: 'src/cli.ts',
    'encode-svg': 'src/http/pictures/encode-svg.ts',
    'encode-webp': 'src/http/pictures/encode-webp.ts',
  },
  ...nodePackage,
  copy: [
    { from: '../../node_modules/msw/lib/mockServiceWorker.js', to: 'dist' },
    // The API reference's renderer ships inside the package: /__mock/docs works where it is installed.
    {
      from: '../../node_modules/@scalar/api-reference/dist/browser/standalone.js',
      to: 'dist/scalar/browser',
    },
  ],
  deps: {
    neverBundle: [
      /^#picture-encoder$/,
      /^@storefront\/sdk/,
      /^@msw\/data/,
      /^@standard-schema\//,
      /^ajv/,
      /^msw/,
      /^sharp$/,
      /^@scalar\//,
      /^vitest/,
    ],
  },
})
