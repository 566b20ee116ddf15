import { describe, expect, it } from 'vitest'
import {
  CEILING,
  findLongFunctions,
  isAllowed,
  LIMIT,
  longFunctionsIn,
  ratchet,
  WATCH,
} from './long-functions.ts'

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

  it('measures against the limit it is given, such as the watch line', () => {
    const source = [
      `function watched() {\n${body(WATCH + 1)}\n}`,
      `function fits() {\n${body(WATCH)}\n}`,
    ].join('\n')
    expect(longFunctionsIn('x.ts', source, WATCH).map((fn) => fn.name)).toEqual(['watched'])
    expect(longFunctionsIn('x.ts', source)).toEqual([])
  })

  it(`no function in the repository is over ${LIMIT} lines, outside the allow list`, () => {
    const over = findLongFunctions().filter((fn) => !isAllowed(fn))
    expect(over.map((fn) => `${fn.file}: ${fn.name} (${fn.lines} lines)`)).toEqual([])
  })
})

describe('the ratchet on functions over the watch line', () => {
  it('fails above the ceiling, passes at it, and asks for a lower ceiling below it', () => {
    expect(ratchet(11, 10)).toMatchObject({ failed: true })
    expect(ratchet(10, 10)).toEqual({
      failed: false,
      message: `10 function(s) over ${WATCH} lines (ceiling 10)`,
    })
    expect(ratchet(9, 10)).toMatchObject({
      failed: false,
      message: expect.stringContaining('lower CEILING to 9'),
    })
  })

  it(`the repository has at most ${CEILING} functions over ${WATCH} lines`, () => {
    const watched = findLongFunctions(WATCH)
    expect(ratchet(watched.length).failed, ratchet(watched.length).message).toBe(false)
  })
})
