import { describe, expect, it } from 'vitest'
import { findLongFunctions, isAllowed, LIMIT, longFunctionsIn } from './long-functions.ts'

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i}`).join('\n')

describe('long functions', () => {
  it('measures declarations, arrows, function expressions and methods from first to last line', () => {
    const source = [
      `export function declared() {\n${body(LIMIT + 1)}\n}`,
      `const arrow = () => {\n${body(LIMIT + 1)}\n}`,
      `const wrapped = memo(function inner() {\n${body(LIMIT + 1)}\n})`,
      `class Store {\n  method() {\n${body(LIMIT + 1)}\n  }\n}`,
      `function fits() {\n${body(LIMIT)}\n}`,
    ].join('\n')
    expect(longFunctionsIn('x.ts', source).map((fn) => [fn.name, fn.lines])).toEqual([
      ['declared', LIMIT + 1],
      ['arrow', LIMIT + 1],
      ['wrapped', LIMIT + 1],
      ['method', LIMIT + 1],
    ])
  })

  it(`no function in the repository is over ${LIMIT} lines, outside the allow list`, () => {
    const over = findLongFunctions().filter((fn) => !isAllowed(fn))
    expect(over.map((fn) => `${fn.file}: ${fn.name} (${fn.lines} lines)`)).toEqual([])
  })
})
