import { defineConfig } from 'tsdown'
import { nodePackage } from '../../scripts/tsdown-preset.ts'

// openapi.yaml ships beside the code; @storefront/mock/outbox is bundled in, not installed.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  ...nodePackage,
  copy: [{ from: '../../openapi.yaml', to: 'dist' }],
  deps: { neverBundle: [/^@storefront\/sdk/, /^ajv/, /^openapi-fetch/, /^yaml/] },
  // The source, not the mock's last build, whatever order the packages are packed in.
  inputOptions: { resolve: { conditionNames: ['@storefront/source', 'node', 'import', 'default'] } },
})
