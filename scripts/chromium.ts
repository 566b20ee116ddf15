/** Finds the Chromium the browser tests drive, installing it through apt when that is possible (root on Debian or Ubuntu). */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdirSync, openSync, statSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'

/** Debian's headless shell first: Playwright's default old headless mode, no UI or GPU processes, half the CPU (decision 0042). */
export const HEADLESS_SHELL = 'chromium-headless-shell'
export const CHROMIUM_NAMES = [
  HEADLESS_SHELL,
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
]
/** Arabic pages need a font with Arabic glyphs; Debian's Noto fonts carry them. */
export const APT_PACKAGES = [HEADLESS_SHELL, 'fonts-noto-core']
export const INSTALL_HINT =
  'Chromium is needed for the browser tests and was not found: install it (Debian or Ubuntu: ' +
  `sudo apt-get install -y ${APT_PACKAGES.join(' ')}) or set CHROMIUM_PATH to a Chromium or Chrome executable`

export interface Probe {
  chromiumPath: string | undefined
  path: string[]
  isRoot: boolean
  arabicFont: boolean | undefined
  isExecutable: (file: string) => boolean
}

export type Decision =
  | { kind: 'found'; path: string; warning?: string }
  /** `fallback`: a browser already there, used when the install fails. */
  | { kind: 'install'; commands: string[][]; fallback?: string }
  | { kind: 'missing'; message: string }

function onPath(name: string, probe: Probe): string | undefined {
  return probe.path.map((dir) => join(dir, name)).find((file) => probe.isExecutable(file))
}

/** What to do, from what the machine has. Pure, so each branch can be tested without a machine. */
export function decide(probe: Probe): Decision {
  const aptGet = probe.isRoot ? onPath('apt-get', probe) : undefined
  const install = (packages: string[], fallback?: string): Decision => ({
    kind: 'install',
    commands: [
      [aptGet!, 'update'],
      [aptGet!, 'install', '-y', ...packages],
    ],
    ...(fallback ? { fallback } : {}),
  })
  if (probe.chromiumPath !== undefined) {
    // Named on purpose, so never silently replaced by another browser.
    return probe.isExecutable(probe.chromiumPath)
      ? { kind: 'found', path: probe.chromiumPath }
      : { kind: 'missing', message: `CHROMIUM_PATH=${probe.chromiumPath} is not an executable file` }
  }
  const found = CHROMIUM_NAMES.map((name) => onPath(name, probe)).find(Boolean)
  if (!found) return aptGet ? install(APT_PACKAGES) : { kind: 'missing', message: INSTALL_HINT }
  const missing = [
    ...(found.endsWith(`/${HEADLESS_SHELL}`) ? [] : [HEADLESS_SHELL]),
    ...(probe.arabicFont === false ? ['fonts-noto-core'] : []),
  ]
  if (missing.length > 0 && aptGet) return install(missing, found)
  if (probe.arabicFont !== false) return { kind: 'found', path: found }
  return {
    kind: 'found',
    path: found,
    warning: 'no font with Arabic glyphs is installed (Debian: apt-get install fonts-noto-core)',
  }
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function hasArabicFont(env: NodeJS.ProcessEnv): boolean | undefined {
  const fc = spawnSync('fc-list', [':lang=ar', 'family'], { encoding: 'utf8', env })
  return fc.status === 0 ? fc.stdout.trim() !== '' : undefined
}

export function probeMachine(env: NodeJS.ProcessEnv = process.env): Probe {
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    path: (env.PATH ?? '').split(delimiter).filter(Boolean),
    isRoot: process.getuid?.() === 0,
    arabicFont: hasArabicFont(env),
    isExecutable,
  }
}

export type Runner = (command: string[]) => boolean

/** The install counts only if the browser is then there. */
export function ensureChromium(
  probe: () => Probe,
  run: Runner,
  say: (line: string) => void,
): { path: string } | { error: string } {
  const first = decide(probe())
  if (first.kind === 'install') {
    say(`── installing ${first.commands.at(-1)!.slice(3).join(' ')} with apt-get`)
    for (const command of first.commands) {
      if (run(command)) continue
      if (first.fallback) {
        say(`   warning: \`${command.join(' ')}\` failed; using ${first.fallback}`)
        return { path: first.fallback }
      }
      return { error: `\`${command.join(' ')}\` failed. ${INSTALL_HINT}` }
    }
  }
  const decision = first.kind === 'install' ? decide(probe()) : first
  if (decision.kind === 'found') {
    if (decision.warning) say(`   warning: ${decision.warning}`)
    return { path: decision.path }
  }
  if (decision.kind === 'missing') return { error: decision.message }
  if (decision.fallback) return { path: decision.fallback }
  return { error: `apt-get finished but Chromium is still missing. ${INSTALL_HINT}` }
}

/** Full browsers, for the benches: Lighthouse's figures then stay comparable with earlier ones (decision 0042). */
export const FULL_CHROMIUM_NAMES = CHROMIUM_NAMES.filter((name) => name !== HEADLESS_SHELL)

export function ensureBenchBrowser(
  chromePath: string | undefined,
  probe: () => Probe,
  run: Runner,
  say: (line: string) => void,
): { path: string; shell: boolean } | { error: string } {
  if (chromePath)
    return probe().isExecutable(chromePath)
      ? { path: chromePath, shell: false }
      : { error: `CHROME_PATH=${chromePath} is not an executable file` }
  const first = probe()
  const full =
    first.chromiumPath === undefined
      ? FULL_CHROMIUM_NAMES.map((name) => onPath(name, first)).find(Boolean)
      : undefined
  if (full) return { path: full, shell: false }
  const found = ensureChromium(probe, run, say)
  return 'error' in found ? found : { path: found.path, shell: found.path.endsWith(`/${HEADLESS_SHELL}`) }
}

export function aptRunner(log: string): Runner {
  return (command) => {
    mkdirSync(dirname(log), { recursive: true })
    const out = openSync(log, 'a')
    const [file, ...args] = command
    const ran = spawnSync(file!, args, {
      stdio: ['ignore', out, out],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (ran.status !== 0) console.error(`   see ${log}`)
    return ran.status === 0
  }
}

if (import.meta.main) {
  const result = ensureChromium(
    () => probeMachine(),
    aptRunner('test-results/chromium-install.log'),
    (line) => console.error(line),
  )
  if ('error' in result) {
    console.error(result.error)
    process.exit(1)
  }
  console.log(result.path)
}
