// The spec-change gate: openapi.yaml may break the last released contract only with a raised
// major version; each kind of break is planted in a copy and must be reported.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  changelog,
  changelogUrl,
  gateProblems,
  readRuleChanges,
  readSpec,
  releasedSpec,
  releasedVersions,
  requiredBump,
  ruleChanges,
  type Spec,
  specChanges,
  textOf,
  versionProblems,
} from './spec-changes.ts'

const current = readSpec()
const lastRelease = releasedVersions().at(-1) as string

function changed(edit: (spec: Spec) => void, version = current.info.version): Spec {
  const copy = structuredClone(current)
  copy.info.version = version
  edit(copy)
  return copy
}

const shopGet = (spec: Spec) => spec.paths['/api/v1/client/shop'].get
const queryParameter = (name: string, required: boolean, type: string) => ({
  name,
  in: 'query',
  required,
  schema: { type },
})
const breaking = (after: Spec) => specChanges(current, after).filter((c) => c.kind === 'breaking')

describe('spec-change gate', () => {
  it('openapi.yaml breaks nothing of the last release unless its major version is raised', () => {
    expect(lastRelease).toMatch(/^\d+\.\d+\.\d+$/)
    expect(gateProblems(releasedSpec(lastRelease), current)).toEqual([])
  })

  it('reports a response field removed', () => {
    const after = changed((spec) => {
      delete spec.components.schemas.Pagination.properties.total
    })
    expect(breaking(after).map((c) => c.description)).toContain(
      '[Removed] property `total` from `pagination` in Response 200 content (application/json)',
    )
    expect(gateProblems(current, after)[0]).toMatch(
      new RegExp(`breaks ${current.info.version.replaceAll('.', '\\.')} without raising its major version`),
    )
  })

  it('reports an enum narrowed', () => {
    const after = changed((spec) => {
      spec.components.schemas.SortKey.enum = spec.components.schemas.SortKey.enum.filter(
        (k: string) => k !== 'rating',
      )
    })
    expect(breaking(after).some((c) => /enum/i.test(c.description) && c.where.includes('SortKey'))).toBe(true)
    expect(gateProblems(current, after)).not.toEqual([])
  })

  it('reports a required parameter added', () => {
    const after = changed((spec) => {
      shopGet(spec).parameters.push(queryParameter('warehouse', true, 'string'))
    })
    expect(breaking(after).map((c) => c.description)).toContain(
      '[Added] required query parameter `warehouse`',
    )
    expect(gateProblems(current, after)).not.toEqual([])
  })

  it('reports a type changed', () => {
    const after = changed((spec) => {
      spec.components.schemas.Pagination.properties.per_page.type = 'string'
    })
    expect(breaking(after).some((c) => c.where.includes('Pagination.properties.per_page.type'))).toBe(true)
    expect(gateProblems(current, after)).not.toEqual([])
  })

  it('lets a breaking change through once the major version is raised', () => {
    const after = changed(
      (spec) => {
        delete spec.components.schemas.Pagination.properties.total
      },
      `${Number(current.info.version.split('.')[0]) + 1}.0.0`,
    )
    expect(breaking(after)).not.toEqual([])
    expect(gateProblems(current, after)).toEqual([])
  })

  it('passes a non-breaking addition: an optional parameter and a new operation', () => {
    const after = changed((spec) => {
      shopGet(spec).parameters.push(queryParameter('in_stock', false, 'boolean'))
      spec.paths['/api/v1/client/loyalty-points'] = {
        get: { operationId: 'getLoyaltyPoints', responses: { '200': { $ref: '#/components/responses/Ok' } } },
      }
    }, '1.1.0')
    const changes = specChanges(current, after)
    expect(changes.filter((c) => c.kind === 'non-breaking').length).toBeGreaterThanOrEqual(2)
    expect(changes.filter((c) => c.kind !== 'non-breaking')).toEqual([])
    expect(gateProblems(current, after)).toEqual([])
  })

  it('judges a bound by the side it is on: added to an answer it breaks no client, added to a request it does', () => {
    const optionalHeader = changed((spec) => {
      delete spec.components.headers.ContentLanguage.required
    })
    const answer = changed((spec) => {
      spec.components.schemas.Pagination.properties.total.maximum = 1_000_000
    })
    const request = changed((spec) => {
      spec.components.schemas.CartLineRequest.properties.quantity.maximum = 9
      spec.components.parameters.DeviceId.required = true
    })
    // Required headers and an answer's new bound promise more: no client breaks.
    expect(specChanges(optionalHeader, current).filter((c) => c.where.endsWith('required'))).not.toEqual([])
    expect(specChanges(optionalHeader, current).filter((c) => c.kind !== 'non-breaking')).toEqual([])
    expect(specChanges(current, answer).filter((c) => c.where.includes('total.maximum'))).not.toEqual([])
    expect(breaking(answer)).toEqual([])
    // Taken back, they break clients that counted on them.
    expect(specChanges(current, optionalHeader).filter((c) => c.kind === 'breaking')).not.toEqual([])
    expect(specChanges(answer, current).some((c) => c.kind === 'breaking')).toBe(true)
    // On a request, the same bounds refuse what a client may send.
    const refused = breaking(request).map((c) => c.where)
    expect(refused.some((w) => w.endsWith('quantity.maximum'))).toBe(true)
    expect(refused.some((w) => w.endsWith('required'))).toBe(true)
  })

  it('sees no change where the library pairs the branches of a oneOf the other way round', () => {
    const before = changed((spec) => {
      for (const key of ['id', 'product_id', 'variant_id'])
        delete spec.components.schemas.OrderItem.properties[key].minimum
    })
    const changes = specChanges(before, current)
    expect(changes.some((c) => c.where.endsWith('variant_id.minimum'))).toBe(true)
    expect(changes.filter((c) => c.where.endsWith('$ref'))).toEqual([])
  })

  it('counts a vendor extension (the fixed words of a message) as no break', () => {
    const after = changed((spec) => {
      spec.components.schemas.Phone['x-messages'] = { pattern: 'Another phone message.' }
    })
    const changes = specChanges(current, after)
    expect(changes.length).toBeGreaterThan(0)
    expect(changes.filter((c) => c.kind !== 'non-breaking')).toEqual([])
  })

  it('lists a rule stated in words once its words are in the newer document, with its kind', () => {
    const rule = {
      rule: 'Orders are shipped by carrier pigeon',
      kind: 'breaking' as const,
      change: 'Pigeons.',
    }
    const after = changed((spec) => {
      spec.paths['/api/v1/client/placeOrder'].post.description += '\nOrders are shipped by carrier\n  pigeon.'
    })
    expect(ruleChanges(current, after, [rule])).toEqual([
      { kind: 'breaking', description: '[Rule] Pigeons.', where: 'rules' },
    ])
    expect(ruleChanges(after, after, [rule])).toEqual([])
    expect(ruleChanges(after, current, [rule])).toEqual([])
  })

  it('docs/contract/rule-changes.yaml names rules openapi.yaml or a released copy states', () => {
    const texts = [current, ...releasedVersions().map(releasedSpec)].map(textOf)
    const rules = readRuleChanges()
    expect(rules.length).toBeGreaterThan(5)
    for (const { rule, kind, change } of rules) {
      expect(
        texts.some((text) => text.includes(rule.replace(/\s+/g, ' ').trim())),
        rule,
      ).toBe(true)
      expect(['breaking', 'non-breaking', 'deprecated'], rule).toContain(kind)
      expect(change.trim().length, rule).toBeGreaterThan(10)
    }
  })

  it('docs/contract/CHANGELOG.md is what the diff of the releases and openapi.yaml gives', () => {
    expect(readFileSync(changelogUrl, 'utf8'), 'stale: run npm run spec:changelog').toBe(changelog())
  })
})

describe('the version says how far the contract moved', () => {
  it("openapi.yaml's info.version is raised as far as its changes since the last release need", () => {
    expect(versionProblems(releasedSpec(lastRelease), current)).toEqual([])
  })

  const base = changed(() => {}, '3.4.5')
  const dropTotal = (spec: Spec) => {
    delete spec.components.schemas.Pagination.properties.total
  }
  const addParameter = (spec: Spec) => {
    shopGet(spec).parameters.push(queryParameter('in_stock', false, 'boolean'))
  }
  const reword = (spec: Spec) => {
    spec.info.description = `${spec.info.description}\nReworded.`
  }

  it('asks a break for the next major version', () => {
    expect(requiredBump(base, changed(dropTotal, '3.4.5')).bump).toBe('major')
    expect(versionProblems(base, changed(dropTotal, '3.5.0'))[0]).toMatch(
      /^openapi\.yaml 3\.5\.0 must be 4\.0\.0 or later: it breaks 3\.4\.5/,
    )
    expect(versionProblems(base, changed(dropTotal, '4.0.0'))).toEqual([])
  })

  it('asks an addition for the next minor version', () => {
    expect(requiredBump(base, changed(addParameter, '3.4.5')).bump).toBe('minor')
    expect(versionProblems(base, changed(addParameter, '3.4.6'))[0]).toMatch(/must be 3\.5\.0 or later/)
    expect(versionProblems(base, changed(addParameter, '3.5.0'))).toEqual([])
  })

  it('asks any other edit, wording or examples, for the next patch version', () => {
    expect(requiredBump(base, changed(reword, '3.4.5')).bump).toBe('patch')
    expect(versionProblems(base, changed(reword, '3.4.5'))[0]).toMatch(/must be 3\.4\.6 or later/)
    expect(versionProblems(base, changed(reword, '3.4.6'))).toEqual([])
  })

  it('keeps the version of an unchanged contract, and refuses one lowered', () => {
    expect(
      requiredBump(
        base,
        changed(() => {}, '3.4.5'),
      ).bump,
    ).toBe('none')
    expect(
      versionProblems(
        base,
        changed(() => {}, '3.4.5'),
      ),
    ).toEqual([])
    expect(
      versionProblems(
        base,
        changed(() => {}, '3.4.4'),
      )[0],
    ).toMatch(/must be 3\.4\.5 or later/)
  })
})

describe('npm run spec:diff', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const specDiff = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/spec-diff.ts', ...args], {
      cwd: root,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }),
    )

  it('exits 2 with one line for a ref that does not exist, or none', async () => {
    const unknown = await specDiff('no-such-ref-anywhere')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe(
      'spec:diff: no openapi.yaml at "no-such-ref-anywhere" (not a commit, branch or tag of this repository)\n',
    )
    const none = await specDiff()
    expect(none.code).toBe(2)
    expect(none.stderr).toBe('spec:diff: give a git ref to compare with, e.g. npm run spec:diff -- main\n')
  })

  it('--check-version: says the least version the changes since the last release need, and exits 0 when it is met', async () => {
    const { code, stdout, stderr } = await specDiff('--check-version')
    expect(stdout).toMatch(
      new RegExp(
        `^openapi\\.yaml ${current.info.version} against the last release \\(${lastRelease}\\), ${lastRelease}: .+ or later\\.\\n$`,
      ),
    )
    expect(code, stderr).toBe(0)
    const unknown = await specDiff('--check-version', 'no-such-ref-anywhere')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe('spec:diff: no openapi.yaml at "no-such-ref-anywhere"\n')
  })

  it('lists the changes since a ref', async () => {
    const { code, stdout } = await specDiff('HEAD')
    expect(stdout).toMatch(/^Changes to openapi\.yaml since HEAD:\n\n/)
    expect([0, 1]).toContain(code)
  })
})
