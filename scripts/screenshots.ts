/*
| Screenshots for docs/screenshots: the foundation screens (light and dark, phone and desktop,
| English and Slovak), the landing page (full length), the privacy page and the project screens.
| Run against a running app with the demo data: `node scripts/screenshots.ts http://localhost:3333`
| (signs in with the seeded accounts); a second argument keeps only files starting with it
| (`... http://localhost:3333 projects-`).
*/
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const base = process.argv[2] ?? 'http://localhost:3333'
const only = process.argv[3] ?? ''
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

async function shoot(
  ctx: BrowserContext,
  path: string,
  file: string,
  fullPage = false,
  prepare?: (page: Page) => Promise<unknown>
) {
  if (!file.startsWith(only)) return
  const page = await ctx.newPage()
  await page.goto(path)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await prepare?.(page)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(out, file), fullPage })
  await page.close()
}

const accounts = {
  client: ['client@example.com', 'client-password'],
  staff: ['admin@example.com', 'admin-password'],
}

async function signIn(ctx: BrowserContext, account: keyof typeof accounts = 'client') {
  const page = await ctx.newPage()
  await page.goto('/login')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('input[name=email]').fill(accounts[account][0])
  await page.locator('input[name=password]').fill(accounts[account][1])
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

/*
| Projects: the demo client's two projects (one with a plan to accept, one under way), the create
| page and dialog, an empty search, staff's dashboard and edit form, and an invitation link as a
| guest and as the wrong account (the client invites an address once to get a link).
*/
const guestEmail = 'screenshots-guest@example.com'
const strings = async (locale: string) =>
  JSON.parse(
    await readFile(
      join(import.meta.dirname, '..', 'resources', 'lang', locale, 'projects.json'),
      'utf8'
    )
  )

async function openProject(page: Page, name: string) {
  await page.goto('/projects')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.getByRole('link', { name }).click()
  await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname))
  return new URL(page.url()).pathname
}

async function invitationLink() {
  const ctx = await context('light', 'en', 'desktop')
  await signIn(ctx)
  const page = await ctx.newPage()
  await openProject(page, 'Website redesign')
  await page.getByLabel('Email address').fill(guestEmail)
  const since = Date.now()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await page.waitForLoadState('networkidle')
  await ctx.close()
  // The e-mail goes through the queue: wait for it in the development mailbox.
  const box = join(import.meta.dirname, '..', 'tmp', 'mailbox')
  for (let attempt = 0; attempt < 60; attempt++) {
    for (const file of (await readdir(box)).sort().reverse()) {
      const mail = JSON.parse(await readFile(join(box, file), 'utf8'))
      // Inviting again sends a fresh link: only this run's e-mail counts.
      const link =
        mail.to.includes(guestEmail) &&
        Date.parse(mail.sentAt) >= since &&
        mail.links.find((url: string) => url.includes('/invitations/'))
      if (link) return new URL(link).pathname
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no invitation e-mail to ${guestEmail}`)
}

const wantsInvitation =
  'projects-invitation'.startsWith(only) || only.startsWith('projects-invitation')
const invitation = wantsInvitation ? await invitationLink() : ''
const projectSets = [
  ...(['light', 'dark'] as const).flatMap((theme) =>
    (['desktop', 'phone'] as const).map((size) => ({ theme, size, locale: 'en' }))
  ),
  { theme: 'light' as const, size: 'desktop' as const, locale: 'sk' },
  { theme: 'dark' as const, size: 'phone' as const, locale: 'sk' },
]
for (const { theme, size, locale } of projectSets) {
  const tag = `${locale}-${size}-${theme}`
  const t = await strings(locale)
  const guest = await context(theme, locale, size)
  if (invitation) await shoot(guest, invitation, `projects-invitation-guest-${tag}.png`)
  await guest.close()

  const client = await context(theme, locale, size)
  await signIn(client)
  await shoot(client, '/dashboard', `projects-dashboard-${tag}.png`, true)
  await shoot(client, '/projects', `projects-index-${tag}.png`, true)
  await shoot(client, '/projects?q=zzz', `projects-index-no-results-${tag}.png`)
  await shoot(client, '/projects/create', `projects-create-${tag}.png`)
  await shoot(client, '/projects', `projects-create-dialog-${tag}.png`, false, (page) =>
    page.getByRole('button', { name: t.index.newProject }).click()
  )
  const probe = await client.newPage()
  const planned = await openProject(probe, 'Website redesign')
  const underWay = await openProject(probe, 'Bakery ordering app')
  await probe.close()
  await shoot(client, planned, `projects-show-plan-${tag}.png`, true)
  await shoot(client, underWay, `projects-show-${tag}.png`, true)
  if (invitation) await shoot(client, invitation, `projects-invitation-wrong-account-${tag}.png`)
  await client.close()

  const staff = await context(theme, locale, size)
  await signIn(staff, 'staff')
  await shoot(staff, '/dashboard', `projects-dashboard-staff-${tag}.png`, true)
  await shoot(staff, `${underWay}/edit`, `projects-edit-staff-${tag}.png`, true)
  await staff.close()
}

await browser.close()
console.log(`screenshots written to ${out}`)
