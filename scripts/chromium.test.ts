import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  decide,
  ensureBenchBrowser,
  ensureChromium,
  INSTALL_HINT,
  type Probe,
  probeMachine,
} from './chromium.ts'

// Each case builds a machine of its own: a PATH of temporary directories holding stand-in
// executables, so the real /usr/bin/chromium of this machine never answers for them.

function executable(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, name)
  writeFileSync(file, '#!/bin/sh\nexit 0\n')
  chmodSync(file, 0o755)
  return file
}

function machine(options: { bin?: string[]; root: boolean; arabicFont?: boolean; chromiumPath?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'machine-'))
  const bin = join(dir, 'bin')
  mkdirSync(bin)
  for (const name of options.bin ?? []) executable(bin, name)
  const probe = (): Probe => ({
    ...probeMachine({ PATH: bin, ...(options.chromiumPath ? { CHROMIUM_PATH: options.chromiumPath } : {}) }),
    isRoot: options.root,
    arabicFont: options.arabicFont,
  })
  return { dir, bin, probe }
}

describe('finding Chromium for the browser tests', () => {
  it('uses CHROMIUM_PATH when it names an executable, and fails at once when it does not', () => {
    const m = machine({ bin: ['chromium'], root: true })
    const own = executable(join(m.dir, 'opt'), 'my-chrome')
    expect(decide({ ...m.probe(), chromiumPath: own })).toEqual({ kind: 'found', path: own })
    const wrong = join(m.dir, 'opt', 'absent')
    expect(decide({ ...m.probe(), chromiumPath: wrong })).toEqual({
      kind: 'missing',
      message: `CHROMIUM_PATH=${wrong} is not an executable file`,
    })
  })

  it('finds the first of the headless shell, chromium, chromium-browser and Chrome on the PATH', () => {
    const m = machine({ bin: ['google-chrome', 'chromium-browser'], root: false })
    expect(decide(m.probe())).toEqual({ kind: 'found', path: join(m.bin, 'chromium-browser') })
    const both = machine({ bin: ['chromium', 'chromium-headless-shell'], root: true })
    expect(decide(both.probe())).toEqual({ kind: 'found', path: join(both.bin, 'chromium-headless-shell') })
  })

  it('adds the headless shell beside a full Chromium when it can, keeping the full one to fall back on', () => {
    const m = machine({ bin: ['chromium', 'apt-get'], root: true })
    expect(decide(m.probe())).toEqual({
      kind: 'install',
      commands: [
        [join(m.bin, 'apt-get'), 'update'],
        [join(m.bin, 'apt-get'), 'install', '-y', 'chromium-headless-shell'],
      ],
      fallback: join(m.bin, 'chromium'),
    })
    const said: string[] = []
    const failed = ensureChromium(
      m.probe,
      (command) => !command.includes('install'),
      (line) => said.push(line),
    )
    expect(failed).toEqual({ path: join(m.bin, 'chromium') })
    expect(said.at(-1)).toContain('install -y chromium-headless-shell` failed; using')
    // Not root: the full browser, as it is.
    expect(decide(machine({ bin: ['chromium', 'apt-get'], root: false }).probe())).toEqual({
      kind: 'found',
      path: expect.stringMatching(/\/chromium$/),
    })
  })

  it('ignores a file named chromium that is not executable', () => {
    const m = machine({ root: false })
    writeFileSync(join(m.bin, 'chromium'), '')
    expect(decide(m.probe())).toEqual({ kind: 'missing', message: INSTALL_HINT })
  })

  it('installs the headless shell and the Arabic font with apt-get when root on Debian', () => {
    const m = machine({ bin: ['apt-get'], root: true })
    const aptGet = join(m.bin, 'apt-get')
    expect(decide(m.probe())).toEqual({
      kind: 'install',
      commands: [
        [aptGet, 'update'],
        [aptGet, 'install', '-y', 'chromium-headless-shell', 'fonts-noto-core'],
      ],
    })
  })

  it('says what to install when it cannot install: not root, or no apt-get', () => {
    expect(decide(machine({ bin: ['apt-get'], root: false }).probe())).toEqual({
      kind: 'missing',
      message: INSTALL_HINT,
    })
    expect(decide(machine({ root: true }).probe())).toEqual({ kind: 'missing', message: INSTALL_HINT })
    expect(INSTALL_HINT).not.toContain('\n')
    expect(INSTALL_HINT).toContain('apt-get install -y chromium-headless-shell fonts-noto-core')
  })

  it('adds the Arabic font to an installed Chromium when it can, and warns when it cannot', () => {
    const withApt = machine({ bin: ['chromium', 'apt-get'], root: true, arabicFont: false })
    expect(decide(withApt.probe())).toMatchObject({
      kind: 'install',
      commands: [
        [join(withApt.bin, 'apt-get'), 'update'],
        [join(withApt.bin, 'apt-get'), 'install', '-y', 'chromium-headless-shell', 'fonts-noto-core'],
      ],
    })
    const shell = machine({ bin: ['chromium-headless-shell', 'apt-get'], root: true, arabicFont: false })
    expect(decide(shell.probe())).toMatchObject({
      kind: 'install',
      commands: [expect.anything(), [join(shell.bin, 'apt-get'), 'install', '-y', 'fonts-noto-core']],
    })
    const user = machine({ bin: ['chromium'], root: false, arabicFont: false })
    expect(decide(user.probe())).toMatchObject({
      kind: 'found',
      warning: expect.stringContaining('fonts-noto-core'),
    })
  })
})

describe('installing it', () => {
  it('runs apt-get, then uses the browser the install put on the PATH', () => {
    const m = machine({ bin: ['apt-get'], root: true })
    const ran: string[][] = []
    const said: string[] = []
    const result = ensureChromium(
      m.probe,
      (command) => {
        ran.push(command.slice(1))
        if (command.includes('install')) executable(m.bin, 'chromium-headless-shell')
        return true
      },
      (line) => said.push(line),
    )
    expect(result).toEqual({ path: join(m.bin, 'chromium-headless-shell') })
    expect(ran).toEqual([['update'], ['install', '-y', 'chromium-headless-shell', 'fonts-noto-core']])
    expect(said).toEqual(['── installing chromium-headless-shell fonts-noto-core with apt-get'])
  })

  it('stops with the install hint when apt-get fails, or succeeds without a browser', () => {
    const failing = machine({ bin: ['apt-get'], root: true })
    const failed = ensureChromium(
      failing.probe,
      (command) => !command.includes('update'),
      () => {},
    )
    expect(failed).toEqual({ error: `\`${join(failing.bin, 'apt-get')} update\` failed. ${INSTALL_HINT}` })
    const empty = machine({ bin: ['apt-get'], root: true })
    expect(
      ensureChromium(
        empty.probe,
        () => true,
        () => {},
      ),
    ).toEqual({
      error: `apt-get finished but Chromium is still missing. ${INSTALL_HINT}`,
    })
  })

  it('as a command: prints the path, or one line saying what to install and exits 1', () => {
    const node = dirname(process.execPath)
    const run = (PATH: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/chromium.ts'], {
        encoding: 'utf8',
        env: { PATH },
      })
    const none = machine({ root: true })
    const missing = run(`${none.bin}:${node}`)
    expect(missing.status).toBe(1)
    expect(missing.stdout).toBe('')
    expect(missing.stderr).toBe(`${INSTALL_HINT}\n`)
    const present = machine({ bin: ['chromium'], root: true })
    const found = run(`${present.bin}:${node}`)
    expect(found.stdout).toBe(`${join(present.bin, 'chromium')}\n`)
    expect(found.status).toBe(0)
  })
})

describe("the benches' browser", () => {
  const quiet = () => {}
  it('takes CHROME_PATH, else a full Chromium before the headless shell, so Lighthouse figures stay comparable', () => {
    const m = machine({ bin: ['chromium-headless-shell', 'chromium', 'apt-get'], root: true })
    const never = () => {
      throw new Error('nothing is installed when a browser is there')
    }
    expect(ensureBenchBrowser(undefined, m.probe, never, quiet)).toEqual({
      path: join(m.bin, 'chromium'),
      shell: false,
    })
    const own = executable(join(m.dir, 'opt'), 'my-chrome')
    expect(ensureBenchBrowser(own, m.probe, never, quiet)).toEqual({ path: own, shell: false })
    expect(ensureBenchBrowser(join(m.dir, 'absent'), m.probe, never, quiet)).toEqual({
      error: `CHROME_PATH=${join(m.dir, 'absent')} is not an executable file`,
    })
  })

  it("uses the test command's headless shell, installs it as the test command does, or says what to install", () => {
    const shell = machine({ bin: ['chromium-headless-shell'], root: false })
    expect(ensureBenchBrowser(undefined, shell.probe, () => false, quiet)).toEqual({
      path: join(shell.bin, 'chromium-headless-shell'),
      shell: true,
    })
    const fresh = machine({ bin: ['apt-get'], root: true })
    const ran: string[][] = []
    const installed = ensureBenchBrowser(
      undefined,
      fresh.probe,
      (command) => {
        ran.push(command.slice(1))
        if (command.includes('install')) executable(fresh.bin, 'chromium-headless-shell')
        return true
      },
      quiet,
    )
    expect(installed).toEqual({ path: join(fresh.bin, 'chromium-headless-shell'), shell: true })
    expect(ran.at(-1)).toEqual(['install', '-y', 'chromium-headless-shell', 'fonts-noto-core'])
    expect(ensureBenchBrowser(undefined, machine({ root: false }).probe, () => false, quiet)).toEqual({
      error: INSTALL_HINT,
    })
  })
})
