import { defineConfig } from 'tsdown'
import { nodePackage } from '../../scripts/tsdown-preset.ts'

// The contract the suite judges by ships beside the built code (src/validate.ts finds it there).
// @storefront/mock/outbox is bundled in: the CLI shares the mock's sign-in code, not its install.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  ...nodePackage,
  copy: [{ from: '../../openapi.yaml', to: 'dist' }],
  deps: { neverBundle: [/^@storefront\/sdk/, /^ajv/, /^openapi-fetch/, /^yaml/] },
  // The source, not the mock's last build, whatever order the packages are packed in.
  inputOptions: { resolve: { conditionNames: ['@storefront/source', 'node', 'import', 'default'] } },
})
