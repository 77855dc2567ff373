/*
| Screenshots for docs/screenshots: the foundation screens (light and dark, phone and desktop,
| English and Slovak), the landing page (full length) and the privacy page. Run against a running app: `node scripts/screenshots.ts http://localhost:3333`
| (signs in with the seeded client account).
*/
import { chromium, type BrowserContext } from 'playwright-core'
import { join } from 'node:path'

const base = process.argv[2] ?? 'http://localhost:3333'
const out = join(import.meta.dirname, '..', 'docs', 'screenshots')
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})

async function context(theme: 'light' | 'dark', locale: string, size: keyof typeof viewports) {
  const ctx = await browser.newContext({
    baseURL: base,
    viewport: viewports[size],
    colorScheme: theme,
  })
  await ctx.addCookies([
    { name: 'appearance', value: theme, url: base },
    { name: 'locale', value: locale, url: base },
  ])
  return ctx
}

async function shoot(ctx: BrowserContext, path: string, file: string, fullPage = false) {
  const page = await ctx.newPage()
  await page.goto(path)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(out, file), fullPage })
  await page.close()
}

async function signIn(ctx: BrowserContext) {
  const page = await ctx.newPage()
  await page.goto('/login')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('input[name=email]').fill('client@example.com')
  await page.locator('input[name=password]').fill('client-password')
  await page.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.close()
}

for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'sk']) {
    for (const size of ['desktop', 'phone'] as const) {
      const ctx = await context(theme, locale, size)
      await shoot(ctx, '/no-such-page', `not-found-${locale}-${size}-${theme}.png`)
      await signIn(ctx)
      await shoot(ctx, '/dashboard', `app-shell-${locale}-${size}-${theme}.png`)
      await ctx.close()
    }
  }
}
for (const theme of ['light', 'dark'] as const) {
  for (const size of ['desktop', 'phone'] as const) {
    const ctx = await context(theme, 'en', size)
    await shoot(ctx, '/', `landing-${size}-${theme}.png`, true)
    await ctx.close()
  }
}
for (const theme of ['light', 'dark'] as const) {
  for (const size of ['desktop', 'phone'] as const) {
    const ctx = await context(theme, 'en', size)
    for (const page of ['login', 'register', 'forgot-password']) {
      await shoot(ctx, `/${page}`, `auth-${page}-${size}-${theme}.png`)
    }
    await signIn(ctx)
    for (const section of ['profile', 'password', 'sessions', 'account']) {
      await shoot(ctx, `/settings/${section}`, `settings-${section}-${size}-${theme}.png`)
    }
    await shoot(ctx, '/settings/two-factor', `auth-confirm-password-${size}-${theme}.png`)
    await ctx.close()
  }
}

const legal = await context('light', 'en', 'desktop')
await shoot(legal, '/privacy', 'legal-privacy.png', true)
await legal.close()

await browser.close()
console.log(`screenshots written to ${out}`)
