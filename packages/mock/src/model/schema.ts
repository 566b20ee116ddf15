import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import spec from '../generated/openapi.json' with { type: 'json' }

export const openapi = spec as unknown as OpenApiDocument

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch'

export interface OpenApiParameter {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  required?: boolean
  schema?: JsonSchema
  content?: Record<string, { schema: JsonSchema }>
}
export interface OpenApiOperation {
  operationId: string
  security?: Record<string, string[]>[]
  parameters?: (OpenApiParameter | { $ref: string })[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>
}
interface OpenApiDocument {
  security?: Record<string, string[]>[]
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components: {
    schemas: Record<string, JsonSchema>
    parameters: Record<string, OpenApiParameter>
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
  }
}
export type JsonSchema = Record<string, unknown>

// ajv-formats ships CommonJS; its default export differs between Node and bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void

const SCHEMA_ID = 'openapi.json'

export const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false, verbose: true })
addFormats(ajv)
ajv.addKeyword({ keyword: 'discriminator' })
ajv.addKeyword({ keyword: 'example' })
ajv.addSchema({ $id: SCHEMA_ID, components: openapi.components }, SCHEMA_ID)

function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase)
  if (schema && typeof schema === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(schema)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? SCHEMA_ID + value
          : rebase(value)
    }
    return out
  }
  return schema
}

const compiled = new Map<string, ValidateFunction>()
export function compile(key: string, schema: JsonSchema): ValidateFunction {
  let fn = compiled.get(key)
  if (!fn) {
    fn = ajv.compile(rebase(schema) as JsonSchema)
    compiled.set(key, fn)
  }
  return fn
}

export function componentValidator(name: string): ValidateFunction {
  if (!openapi.components.schemas[name]) throw new Error(`No component schema ${name} in openapi.yaml`)
  return compile(`schema:${name}`, { $ref: `#/components/schemas/${name}` })
}

/** A Standard Schema object backed by a contract schema, so an @msw/data collection refuses any record that drifts from openapi.yaml. */
export function standardSchema<T>(key: string, schema: JsonSchema): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'storefront-openapi',
      validate(value: unknown) {
        const fn = compile(`store:${key}`, schema)
        if (fn(value)) return { value: value as T }
        return {
          issues: (fn.errors ?? []).map((e) => ({
            message: `${key}${e.instancePath} ${e.message ?? e.keyword}`,
            path: e.instancePath.split('/').filter(Boolean),
          })),
        }
      },
    },
  }
}

export function componentSchema<T>(
  name: string,
  extra?: { properties: Record<string, JsonSchema>; required?: string[] },
  derived?: Record<string, unknown>,
): StandardSchemaV1<T, T> {
  const base = { $ref: `#/components/schemas/${name}` }
  const schema = extra ? { allOf: [base, { type: 'object', ...extra }] } : base
  const standard = standardSchema<T>(name, schema)
  if (!derived) return standard
  return {
    '~standard': {
      ...standard['~standard'],
      validate(value: unknown) {
        const checked = standard['~standard'].validate({ ...(value as object), ...derived })
        return 'issues' in checked && checked.issues ? checked : { value: value as T }
      },
    },
  }
}
