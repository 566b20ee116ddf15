import type { UserConfig } from 'tsdown'

export const nodePackage = {
  format: 'esm',
  platform: 'node',
  fixedExtension: false,
  target: 'node20',
  dts: true,
  // Stack traces and debuggers reach the TypeScript: the maps carry the sources, which the package does not ship.
  sourcemap: true,
  clean: true,
  // JSDoc stays in the .d.ts files, where editors read it; the JS ships without it.
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
} satisfies UserConfig
