import spec from '../generated/openapi.json' with { type: 'json' }

export const DOCS_PATH = '/__mock/docs'
/** The renderer's files (Scalar's browser build), served from the mock's origin: nothing from a CDN. */
export const DOCS_ASSETS = `${DOCS_PATH}/assets/`
export const RENDERER_ENTRY = 'browser/standalone.js'
export const COVERAGE_PATH = `${DOCS_PATH}/coverage-matrix.html`

const DEMO_EMAIL = 'demo@example.com'
/** What the reference's request bodies hold where a captcha token goes: a token only getCaptchaToken can give. */
export const CAPTCHA_PLACEHOLDER = 'TOKEN-OF-getCaptchaToken'

const TRY_IT = () => `## Try it against this mock

Every "Test Request" goes straight to the mock that serves this page (its own origin): nothing
leaves this machine. Its data is the seeded shop; \`POST /__mock/reset\` brings it back.

**A bearer token for the signed-in operations**, the way the shop gets one (through the outbox):

1. \`getCaptchaToken\` (captcha): its answer's \`token\` is a one-time human-check token.
2. \`sendOtpLogin\` (auth) with \`{ "email": "${DEMO_EMAIL}", "recaptcha_token": "<that token>" }\`:
   the body comes filled in; put the token in place of \`${CAPTCHA_PLACEHOLDER}\`.
3. Read the code: [\`GET /__mock/outbox?email=${DEMO_EMAIL}\`](/__mock/outbox?email=${DEMO_EMAIL}),
   or \`readOutbox\` under "mock only" below.
4. \`verifyOtpLogin\` with the e-mail and that code; the answer's \`token\` is the bearer token.
5. Paste it under Authentication (bearerAuth) of any signed-in operation's request.

In one step: \`signInPersona\` ("mock only", \`POST /__mock/personas/demo\`) signs the demo shopper
in and answers a \`token\`.

From a shell: \`curl -s -X POST <this origin>/__mock/personas/demo\` and take \`token\`.

The operations under "mock only" are the mock's own; a real backend has none of them. The mock's
development endpoints are driven from a terminal too: \`storefront-mock ctl --url <this origin> <command>\` (\`reset\`,
\`persona\`, \`scenario\`, \`force\`, \`chaos\`, \`log --follow\`, \`outbox\`, \`hybrid\`, \`world\`; \`ctl --help\`).${WORLD_NOTE}`

const COVERAGE_NOTE = `\nWhich declared answers the test runs produced: the [coverage matrix](${COVERAGE_PATH}).\n`

const errorBody = { $ref: '#/components/schemas/ErrorResponse' }

const CHAOS_RULE = {
  type: 'object',
  required: ['operationId'],
  additionalProperties: false,
  description:
    'A fault: a declared `status` or a `network` failure, and/or a `latencyMs` range, with a `probability`, for the `next` N matching requests. A status must be one the operation declares (for `*`, one every operation declares).',
  properties: {
    operationId: {
      type: 'string',
      description: 'An operation id of openapi.yaml, or `*` for every operation.',
    },
    status: {
      type: 'integer',
      description: 'A status the operation declares; answered with its declared body.',
    },
    network: { type: 'boolean', description: 'Drop the connection: no HTTP answer (not with `status`).' },
    probability: { type: 'number', minimum: 0, maximum: 1, default: 1 },
    next: {
      type: 'integer',
      minimum: 1,
      maximum: 1000000,
      description: 'Only the next N matching requests; then the rule is gone.',
    },
    latencyMs: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 60000 },
      minItems: 2,
      maxItems: 2,
      description: '[min, max] milliseconds a hit request is held, drawn from the seed.',
    },
  },
}

const CHAOS_STATE = {
  description: 'The seed in use and the rules kept, each with its `id` and, for a `next` rule, `remaining`.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['result', 'data'],
        properties: {
          result: { type: 'boolean' },
          message: { type: 'string' },
          data: {
            type: 'object',
            required: ['seed', 'rules'],
            properties: {
              seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
              rules: {
                type: 'array',
                items: {
                  allOf: [
                    CHAOS_RULE,
                    {
                      type: 'object',
                      properties: { id: { type: 'integer' }, remaining: { type: 'integer' } },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
}

const RESULT = {
  description: 'Done.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['result'],
        properties: { result: { type: 'boolean' }, message: { type: 'string' }, data: {} },
      },
    },
  },
}
const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
})
const mockOnly = (operationId: string, summary: string, description: string, ctl: string) => ({
  operationId,
  summary: `${summary} (mock only)`,
  description: `${description} From a terminal: \`storefront-mock ctl ${ctl}\`. Not part of the contract.`,
  tags: ['mock only'],
  security: [],
})

const HYBRID_PATH = {
  get: {
    operationId: 'readHybrid',
    summary: 'Hybrid mode (mock only)',
    description:
      'The real backend a mock in hybrid mode (`storefront-mock --backend <url> --mock <operationId,…>`) forwards to, the operations it answers itself, and how long the backend may stay silent (`timeoutMs`). 404 with a `message` when the mock is not in hybrid mode. From a terminal: `storefront-mock ctl hybrid`. Not part of the contract.',
    tags: ['mock only'],
    security: [],
    responses: { '200': RESULT },
  },
  post: {
    operationId: 'switchHybridOperation',
    summary: 'Switch an operation between the backend and the mock (mock only)',
    description:
      '`{ "operationId": "getHome", "mock": true }` has the mock answer the operation itself, `false` passes it on to the backend again, until `POST /__mock/reset` (back to the operations the server started with) or the server stops. 422 names an operation id openapi.yaml does not have; 404 when the mock is not in hybrid mode. From a terminal: `storefront-mock ctl hybrid mock <operationId>` or `hybrid backend <operationId>`. Not part of the contract.',
    tags: ['mock only'],
    security: [],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['operationId', 'mock'],
            properties: { operationId: { type: 'string' }, mock: { type: 'boolean' } },
          },
        },
      },
    },
    responses: {
      '200': RESULT,
      '422': refused('An operation openapi.yaml does not have, or no boolean mock.'),
    },
  },
}

const WORLD_NOTE = `

**Isolated worlds.** A request with the header \`X-Mock-Session: <id>\` (or the cookie \`mock_session=<id>\`), the id
1 to 64 of \`A-Z a-z 0-9 . _ -\`, gets a world of its own: its own seeded data, sessions, outbox, forced
answers, scenarios, chaos rules and failure knobs (\`/__mock/config\`), made on first use (an unknown id is never an error). Every \`/__mock/...\`
control acts on the world of its request; \`POST /__mock/reset\` resets that world only. Without one, the shared
world. A malformed id answers 400 (\`errors["X-Mock-Session"]\`). An idle world is forgotten after 30 minutes,
and at most 200 are kept, the least recently used going first (\`--world-idle-minutes\`, \`--worlds-max\`).
The service-worker mock in a browser has one world only. From a terminal: \`storefront-mock ctl world <id> <command>\`.
`

const WORLD = {
  type: 'object',
  required: ['id', 'created', 'lastUsed'],
  properties: {
    id: { type: ['string', 'null'], description: 'null for the shared world.' },
    created: { type: 'string', format: 'date-time' },
    lastUsed: { type: 'string', format: 'date-time' },
  },
}

const LIST = (example: string[]) => ({
  description: 'The names.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['result', 'data'],
        properties: { result: { type: 'boolean' }, data: { type: 'array', items: { type: 'string' } } },
      },
      example: { result: true, data: example },
    },
  },
})

const WORLD_PATHS = {
  '/__mock/worlds': {
    get: {
      ...mockOnly(
        'listWorlds',
        'The isolated worlds',
        'The worlds kept (least recently used first), the bound on their number and the idle time after which one is forgotten.',
        'world',
      ),
      responses: {
        '200': {
          description: 'The worlds.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  result: { type: 'boolean' },
                  data: {
                    type: 'object',
                    properties: {
                      supported: { type: 'boolean' },
                      max: { type: 'integer' },
                      idleMinutes: { type: 'number' },
                      worlds: { type: 'array', items: WORLD },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  '/__mock/world': {
    get: {
      ...mockOnly(
        'readWorld',
        "The request's world",
        'The world `X-Mock-Session` names (made if unknown; the shared one without it): when it was made and last used, what is forced, its chaos rules, and counts of its clients, cart lines, e-mails and calls since its last reset.',
        'world <id>',
      ),
      parameters: [
        {
          name: 'X-Mock-Session',
          in: 'header',
          required: false,
          schema: { type: 'string', example: 'run-1' },
        },
      ],
      responses: { '200': RESULT, '400': refused('A malformed world id.') },
    },
  },
  '/__mock/scenarios': {
    get: {
      ...mockOnly(
        'listScenarios',
        'The scenario names',
        'What `POST /__mock/scenarios/{name}` applies; the toolbar builds its buttons from it.',
        'scenario <name>',
      ),
      responses: { '200': LIST(['emptyCatalogue', 'outOfStock', 'maintenance']) },
    },
  },
  '/__mock/personas': {
    get: {
      ...mockOnly(
        'listPersonas',
        'The persona names',
        'What `POST /__mock/personas/{name}` signs in as; the toolbar builds its buttons from it.',
        'persona <name>',
      ),
      responses: { '200': LIST(['demo', 'new', 'full-cart', 'address-only']) },
    },
  },
}

const CONTROL_PATHS = {
  '/__mock/reset': {
    post: {
      ...mockOnly(
        'resetMock',
        'Back to the seed',
        'Forgets forced answers, chaos rules and kept `Idempotency-Key` answers; in hybrid mode the operations switched at `/__mock/hybrid` go back to those the server started with.',
        'reset',
      ),
      responses: { '200': RESULT },
    },
  },
  '/__mock/scenarios/{name}': {
    post: {
      ...mockOnly(
        'applyScenario',
        'Apply a named scenario',
        'On top of what is set; Reset undoes it. `GET /__mock/scenarios` lists the names.',
        'scenario <name>',
      ),
      parameters: [
        { name: 'name', in: 'path', required: true, schema: { type: 'string', example: 'maintenance' } },
      ],
      responses: { '200': RESULT, '404': refused('No such scenario.') },
    },
  },
  '/__mock/operations/{operationId}': {
    post: {
      ...mockOnly(
        'forceAnswer',
        "Force an operation's answer",
        'A declared `status` (with an `example` name), `delayMs` or `offline`; `*` for latency and offline on all; `{}` clears. `GET /__mock/operations` lists every operation with its declared statuses.',
        'force <operationId> <status>',
      ),
      parameters: [
        { name: 'operationId', in: 'path', required: true, schema: { type: 'string', example: 'getCart' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              properties: {
                status: { type: 'integer' },
                example: { type: 'string' },
                delayMs: { type: 'integer', minimum: 0, maximum: 60000 },
                offline: { type: 'boolean' },
              },
            },
            example: { status: 503 },
          },
        },
      },
      responses: {
        '200': RESULT,
        '404': refused('No such operation.'),
        '422': refused('A status the operation does not declare, an unknown example or key.'),
      },
    },
  },
  '/__mock/requests': {
    get: {
      ...mockOnly(
        'readRequestLog',
        'The last calls',
        'The last 100 calls of contract operations, newest first: `contract` marks a check failure, `forced` a forced answer, `chaos` what a chaos rule did. In hybrid mode (`storefront-mock --backend`) each call says its `source`, `backend` or `mock`, a backend answer that breaks openapi.yaml is marked in `contract`, `unchecked` says why its body was passed on unchecked (larger than 1 MiB, or an encoding the check does not read: its status and headers were still checked), and `network` says why a backend did not answer (the client got 502) or stopped within its answer.',
        'log',
      ),
      responses: { '200': RESULT },
    },
  },
  '/__mock/events': {
    get: {
      ...mockOnly(
        'followMockEvents',
        'Each call as it happens',
        'Server-Sent Events: `forced` (what is forced, first and on each change) and `call` (each call, as `/__mock/requests` lists it). Stays open.',
        'log --follow',
      ),
      responses: {
        '200': {
          description: 'The stream.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      },
    },
  },
}

const CHAOS_PATH = {
  get: {
    operationId: 'readChaos',
    summary: 'Read the chaos rules and the seed (mock only)',
    tags: ['mock only'],
    security: [],
    responses: { '200': CHAOS_STATE },
  },
  post: {
    operationId: 'addChaos',
    summary: 'Add chaos rules, or give a seed back (mock only)',
    description:
      "Adds the rules after those kept and starts the random source again from `seed` (else from the seed in use), so the same rules, seed and requests give the same faults. A request meets its operation's rules first, then those for `*`, in order; each rule it reaches counts it and draws; the first drawn decides. Latency and a network failure come before any check; a status where a forced one would (after the size, header and token checks). Forced answers and `Prefer` win over a chaos status. Any refused rule or key (`__proto__` included) refuses the whole body with 422 and changes nothing. `POST /__mock/reset` forgets the rules, not the seed. From a terminal: `storefront-mock ctl chaos <operationId|*> --status 503 --probability 0.5 --next 3 --latency 100-400`.",
    tags: ['mock only'],
    security: [],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            properties: {
              rules: { type: 'array', items: CHAOS_RULE },
              seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
            },
          },
          example: {
            seed: 42,
            rules: [
              { operationId: 'getCart', status: 503, probability: 0.5, next: 3, latencyMs: [100, 400] },
            ],
          },
        },
      },
    },
    responses: {
      '200': CHAOS_STATE,
      '400': { description: 'Not a JSON object.', content: { 'application/json': { schema: errorBody } } },
      '422': {
        description:
          'A malformed rule, an unknown operation, a status the operation does not declare, or an unknown key: `errors` names each field (`rules.0.status`).',
        content: { 'application/json': { schema: errorBody } },
      },
    },
  },
  delete: {
    operationId: 'clearChaos',
    summary: 'Forget every chaos rule (mock only)',
    tags: ['mock only'],
    security: [],
    responses: { '200': CHAOS_STATE },
  },
}

/** The mock's own sign-in helpers, described so that the reference's try-it can call them. */
const MOCK_PATHS = {
  '/__mock/outbox': {
    get: {
      operationId: 'readOutbox',
      summary: 'Read the sign-in codes sent (mock only)',
      description:
        'The e-mails the mock "sent", latest last: each one-time code of `sendOtpLogin` and `sendOtpRegister`. Not part of the contract.',
      tags: ['mock only'],
      security: [],
      parameters: [
        {
          name: 'email',
          in: 'query',
          required: false,
          description: 'Only the messages to this address.',
          schema: { type: 'string', format: 'email', example: DEMO_EMAIL },
        },
      ],
      responses: {
        '200': {
          description: 'The messages.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['messages'],
                properties: {
                  messages: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        to: { type: 'string' },
                        subject: { type: 'string' },
                        code: { type: 'string' },
                        sent_at: { type: 'string', format: 'date-time' },
                      },
                    },
                  },
                },
              },
              example: {
                messages: [
                  {
                    to: DEMO_EMAIL,
                    subject: 'Your sign-in code',
                    code: '123456',
                    sent_at: '2026-11-26T10:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  '/__mock/chaos': CHAOS_PATH,
  ...CONTROL_PATHS,
  ...WORLD_PATHS,
  '/__mock/hybrid': HYBRID_PATH,
  '/__mock/personas/{name}': {
    post: {
      operationId: 'signInPersona',
      summary: 'Sign in as a persona (mock only)',
      description:
        'Signs a seeded shopper in without a code and answers what `verifyOtpLogin` answers, `token` included. Not part of the contract.',
      tags: ['mock only'],
      security: [],
      parameters: [
        {
          name: 'name',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['demo', 'new', 'full-cart', 'address-only'] },
        },
      ],
      responses: {
        '200': {
          description: 'Signed in.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['result', 'token'],
                properties: {
                  result: { type: 'boolean' },
                  message: { type: 'string' },
                  token: { type: 'string' },
                  client: { type: 'object' },
                },
              },
            },
          },
        },
        '404': {
          description: 'No such persona.',
          content: { 'application/json': { schema: errorBody } },
        },
      },
    },
  },
}

type Spec = typeof spec & { tags: { name: string; description?: string }[] }

export function docsSpec(options: { coverage?: boolean } = {}): Record<string, unknown> {
  const { $comment: _generated, ...contract } = spec as Spec & { $comment?: string }
  return {
    ...contract,
    info: {
      ...contract.info,
      description: `${TRY_IT()}${options.coverage ? COVERAGE_NOTE : ''}\n${contract.info.description}`,
    },
    tags: [
      ...contract.tags,
      { name: 'mock only', description: "The mock's own helpers for trying the API; not in the contract." },
    ],
    paths: { ...withCaptchaPlaceholder(contract.paths), ...MOCK_PATHS },
  }
}

/** The contract's paths with each example `recaptcha_token` as {@link CAPTCHA_PLACEHOLDER}: the mock refuses the contract's own example token. */
function withCaptchaPlaceholder<P>(paths: P): P {
  return JSON.parse(JSON.stringify(paths), function (key, value) {
    const inBodyExample = key === 'example' && this && typeof value === 'object' && value !== null
    if (inBodyExample && 'recaptcha_token' in value) return { ...value, recaptcha_token: CAPTCHA_PLACEHOLDER }
    return value
  })
}

const RENDERER_CONFIG = {
  url: `${DOCS_PATH}/openapi.json`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  showOperationId: true,
  defaultOpenAllTags: true,
  authentication: { preferredSecurityScheme: 'bearerAuth' },
}

/** The reference's HTML. `waitFor` names a global promise to await before rendering (the static demo's mock worker); `scripts` are module scripts to load first. */
export function docsPage(options: { scripts?: string[]; waitFor?: string } = {}): string {
  const scripts = (options.scripts ?? []).map((src) => `<script type="module" src="${src}"></script>`)
  const wait = options.waitFor ? `await globalThis.${options.waitFor}\n` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Storefront API reference (mock)</title>
<style>
/* System fonts: the try-it client declares Scalar's web fonts whatever the settings say, and a font no text uses is never fetched. */
:root, .light-mode, .dark-mode, .scalar-app, .scalar-client {
  --scalar-font: system-ui, sans-serif !important;
  --scalar-font-code: ui-monospace, monospace !important;
}
</style>
<script defer src="${DOCS_ASSETS}${RENDERER_ENTRY}"></script>
${scripts.join('\n')}
</head>
<body>
<div id="reference"></div>
<script type="module">
${wait}const config = ${JSON.stringify(RENDERER_CONFIG)}
// Not #api-reference: the renderer mounts a second, empty reference there, covering the first screen.
Scalar.createApiReference('#reference', { ...config, servers: [{ url: location.origin, description: 'This mock' }] })
</script>
</body>
</html>
`
}
