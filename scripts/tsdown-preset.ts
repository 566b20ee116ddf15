import type { UserConfig } from 'tsdown'

export const nodePackage = {
  format: 'esm',
  platform: 'node',
  fixedExtension: false,
  target: 'node22',
  dts: true,
  clean: true,
  // JSDoc stays in the .d.ts files, where editors read it; the JS ships without it.
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
} satisfies UserConfig
