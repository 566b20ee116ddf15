import { describe, expect, it } from 'vitest'
import { violations } from './axe.ts'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

const modes = [
  // A first visit on a phone: the cookie banner is still up, and the chat must not cover it.
  {
    name: 'Arabic at 390 px',
    // The home page, whose first load has the tightest budget.
    path: '/',
    lang: 'ar',
    theme: 'light',
    viewport: { width: 390, height: 844 },
    consent: false,
    launcher: 'محادثة مباشرة',
    title: 'المحادثة المباشرة',
    message: 'هل الهاتف متوفر؟',
    reply: 'شكرًا لك، سيرد عليك أحد أعضاء فريقنا قريبًا.',
  },
  {
    name: 'English at 1280 px',
    path: hrefOf('contact'),
    lang: 'en',
    theme: 'dark',
    viewport: { width: 1280, height: 900 },
    consent: true,
    launcher: 'Live chat',
    title: 'Live chat',
    message: 'Is the Nova X in stock?',
    reply: 'Thanks, a member of our team will reply shortly.',
  },
] as const

describe('live chat', () => {
  for (const mode of modes) {
    it(`opens from its launcher, answers, and closes with Escape back to the launcher (${mode.name})`, async () => {
      const { context, page } = await b.page({ viewport: mode.viewport })
      await prepareVisit(context, b.baseUrl, { lang: mode.lang, theme: mode.theme, consent: mode.consent })
      const chatCode: string[] = []
      const scripts: Promise<string>[] = []
      page.on('response', (response) => {
        if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
        if (/\/assets\/chat[^/]*\.js$/.test(new URL(response.url()).pathname)) chatCode.push(response.url())
        scripts.push(response.text().catch(() => ''))
      })
      await page.goto(mode.path)
      const launcher = page.getByRole('button', { name: mode.launcher, exact: true })
      await launcher.waitFor()
      await page.waitForLoadState('networkidle')
      // The facade alone: none of the chat's own code (its chunks, or the panel bundled into
      // another) before the shopper asks for it.
      expect(chatCode).toEqual([])
      const early = await Promise.all(scripts)
      expect(early.length).toBeGreaterThan(0)
      expect(early.filter((code) => code.includes('chat-panel'))).toEqual([])

      const box = await launcher.boundingBox()
      if (!box) throw new Error('the launcher has no box')
      // On the reading end: the right in English, the left in Arabic; inside the screen.
      const atEnd = mode.lang === 'ar' ? box.x < mode.viewport.width / 2 : box.x > mode.viewport.width / 2
      expect(atEnd).toBe(true)
      expect(box.y + box.height).toBeLessThanOrEqual(mode.viewport.height)
      if (!mode.consent) {
        const banner = await page
          .getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' })
          .boundingBox()
        if (!banner) throw new Error('the cookie banner is not shown')
        expect(box.y + box.height, 'the launcher sits above the cookie banner').toBeLessThanOrEqual(banner.y)
      }
      const shot = (state: string) =>
        `${screenshotsDir}live-chat-${state}-${mode.viewport.width}-${mode.lang}`
      await page.screenshot({ path: `${shot('closed')}-${mode.theme}.png` })

      await launcher.click()
      const chat = page.getByRole('dialog', { name: mode.title })
      await chat.waitFor()
      expect(chatCode.some((url) => url.includes('/chat-window'))).toBe(true)
      const message = chat.getByRole('textbox')
      await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.type(mode.message)
      await page.keyboard.press('Enter')
      const log = chat.getByRole('log')
      await log.getByText(mode.reply).waitFor()
      expect(await log.innerText()).toContain(mode.message)
      // The rest of each page is scanned by a11y.e2e.ts.
      expect(
        await violations(page, {
          include: ['[role="dialog"]', '[data-testid="chat-launcher"]'],
          required: '[role="dialog"]',
        }),
      ).toEqual([])
      await page.screenshot({ path: `${shot('open')}-${mode.theme}.png` })
      // The other theme, for the screenshots only.
      const other = mode.theme === 'light' ? 'dark' : 'light'
      await page.evaluate((other) => {
        document.documentElement.classList.toggle('dark', other === 'dark')
        document.documentElement.classList.toggle('light', other === 'light')
      }, other)
      await page.screenshot({ path: `${shot('open')}-${other}.png` })

      await page.keyboard.press('Escape')
      await chat.waitFor({ state: 'hidden' })
      expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await launcher.getAttribute('aria-expanded')).toBe('false')
      await page.screenshot({ path: `${shot('closed')}-${other}.png` })
      await context.close()
    })
  }
})
