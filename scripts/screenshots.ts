/*
| Screenshots into tmp/screenshots/ (SCREENSHOTS_DIR): the foundation screens (light and dark,
| phone and desktop, English and Slovak), the landing page (full length), the privacy page and
| the project screens. `npm run screenshots` (scripts/screenshots.sh) builds, seeds and serves
| the app and runs this; against a running app with the demo data:
| `node scripts/screenshots.ts http://localhost:3333` (signs in with the seeded accounts; the
| app's mailbox is read from MAILBOX_DIR, default tmp/mailbox); a second argument keeps only
| files starting with it (`... http://localhost:3333 projects-`).
*/
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const base = process.argv[2] ?? 'http://localhost:3333'
const only = process.argv[3] ?? ''
const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, '..', 'tmp', 'screenshots')
const mailbox = process.env.MAILBOX_DIR ?? join(import.meta.dirname, '..', 'tmp', 'mailbox')
await mkdir(out, { recursive: true })
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
| Projects: the demo client's two projects (one with a plan to accept, one under way; on a phone
| also the "Project" view), the create page and dialog, an empty search, the project's settings
| (client and staff), staff's dashboard and edit form, and an invitation link as a guest and as
| the wrong account (the client invites an address once to get a link).
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
  // Invitations live on the project's settings page.
  await page.goto(`${await openProject(page, 'Website redesign')}/settings`)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.getByLabel('Email address').fill(guestEmail)
  const since = Date.now()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await page.waitForLoadState('networkidle')
  await ctx.close()
  // The e-mail goes through the queue: wait for it in the development mailbox.
  const box = mailbox
  for (let attempt = 0; attempt < 60; attempt++) {
    for (const file of (await readdir(box).catch(() => [] as string[])).sort().reverse()) {
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
  ...(['light', 'dark'] as const).flatMap((theme) =>
    (['desktop', 'phone'] as const).map((size) => ({ theme, size, locale: 'sk' }))
  ),
]
// Only when project screenshots are wanted (opening the projects takes a while).
const wantsProjects = !only || 'projects-'.startsWith(only) || only.startsWith('projects-')
for (const { theme, size, locale } of wantsProjects ? projectSets : []) {
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
  // Below lg the plan, the build and the members are the "Project" view, one tap from the chat.
  if (size === 'phone') {
    await shoot(client, planned, `projects-show-details-${tag}.png`, false, (page) =>
      page.getByRole('button', { name: t.show.tabDetails, exact: true }).click()
    )
  }
  await shoot(client, `${underWay}/settings`, `projects-settings-${tag}.png`, true)
  if (invitation) await shoot(client, invitation, `projects-invitation-wrong-account-${tag}.png`)
  await client.close()

  const staff = await context(theme, locale, size)
  await signIn(staff, 'staff')
  await shoot(staff, '/dashboard', `projects-dashboard-staff-${tag}.png`, true)
  await shoot(staff, `${underWay}/edit`, `projects-edit-staff-${tag}.png`, true)
  await shoot(staff, `${underWay}/settings`, `projects-settings-staff-${tag}.png`, true)
  await staff.close()
}

/*
| Passkeys: the login page (with its "Log in with a passkey" button) and Settings > Passkeys
| with one passkey, added through Chromium's virtual authenticator (a platform authenticator
| that verifies the user), after confirming the password as a person would.
*/
async function withPasskeyListed(ctx: BrowserContext, locale: string) {
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await page.goto('/settings/passkeys')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  // The settings page, or the password confirmation in front of it: wait for whichever renders.
  const add = page.getByRole('button', {
    name: locale === 'sk' ? 'Pridať prístupový kľúč' : 'Add a passkey',
  })
  const password = page.locator('input[name=password]')
  await add.or(password).first().waitFor()
  if (await password.isVisible()) {
    await password.fill(accounts.client[1])
    await page.locator('button[type=submit]').click()
    await add.waitFor()
  }
  if ((await page.locator('section ul li').count()) === 0) {
    await add.click()
    await page.locator('section ul li').first().waitFor()
  }
  await page.close()
}

for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'sk']) {
    for (const size of ['desktop', 'phone'] as const) {
      const ctx = await context(theme, locale, size)
      await shoot(ctx, '/login', `passkeys-login-${locale}-${size}-${theme}.png`)
      if ('passkeys-settings'.startsWith(only) || only.startsWith('passkeys-settings')) {
        await signIn(ctx)
        await withPasskeyListed(ctx, locale)
        await shoot(ctx, '/settings/passkeys', `passkeys-settings-${locale}-${size}-${theme}.png`)
      }
      await ctx.close()
    }
  }
}

/*
| Notifications (issue 25): the bell open on the dashboard, the /notifications page and the
| settings, for the demo client, in English and German.
*/
for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'de']) {
    for (const size of ['desktop', 'phone'] as const) {
      const tag = `${locale}-${size}-${theme}`
      if (!`notifications-bell-${tag}`.startsWith(only) && !only.startsWith('notifications')) {
        continue
      }
      const client = await context(theme, locale, size)
      await signIn(client)
      await shoot(client, '/dashboard', `notifications-bell-${tag}.png`, false, async (page) => {
        await page.locator('[data-notification-bell]').click()
        await page.locator('[data-notification]').first().waitFor()
      })
      await shoot(client, '/notifications', `notifications-page-${tag}.png`, true)
      await shoot(client, '/settings/notifications', `notifications-settings-${tag}.png`, true)
      await client.close()
    }
  }
}

/*
| The online view (issue 21) for the demo data: the open offer with line items, one answered
| (completed state) and one expired, on the public online view; the client's own list and the
| offer in the app; the compose form with line items. English and Slovak.
*/
async function onlineToken(ctx: BrowserContext, offerId: string) {
  const page = await ctx.newPage()
  await page.goto(`/offers/${offerId}`)
  const token = (await page.content()).match(/\/offer\/([A-Za-z0-9_-]{43})/)?.[1]
  await page.close()
  return token
}

if ('received-offer-'.startsWith(only) || only.startsWith('received-offer-')) {
  const staff = await context('light', 'en', 'desktop')
  await signIn(staff, 'staff')
  const clientCtx = await context('light', 'en', 'desktop')
  await signIn(clientCtx)
  const list = await clientCtx.newPage()
  await list.goto('/proposals')
  const ids = await list
    .locator('a[href^="/proposals/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!))
  await list.close()
  await clientCtx.close()
  const search = await staff.newPage()
  await search.goto(`/offers?q=${encodeURIComponent('pekáreň')}`)
  const answeredId = (await search.locator('a[href^="/offers/"]').first().getAttribute('href'))
    ?.split('/')
    .pop()
  await search.close()
  const [openId, expiredId] = ids
  const tokens = {
    open: await onlineToken(staff, openId),
    expired: await onlineToken(staff, expiredId),
    answered: answeredId ? await onlineToken(staff, answeredId) : undefined,
  }
  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'sk']) {
      for (const size of ['desktop', 'phone'] as const) {
        const tag = `${locale}-${size}-${theme}`
        const ctx = await context(theme, locale, size)
        await shoot(ctx, `/offer/${tokens.open}?lang=${locale}`, `received-offer-online-${tag}.png`)
        await shoot(
          ctx,
          `/offer/${tokens.open}?lang=${locale}`,
          `received-offer-online-full-${tag}.png`,
          true
        )
        if (tokens.answered) {
          await shoot(
            ctx,
            `/offer/${tokens.answered}?lang=${locale}`,
            `received-offer-completed-${tag}.png`
          )
        }
        await shoot(
          ctx,
          `/offer/${tokens.expired}?lang=${locale}`,
          `received-offer-expired-${tag}.png`
        )
        await signIn(ctx)
        await shoot(ctx, '/proposals', `received-offer-client-list-${tag}.png`)
        await shoot(ctx, `/proposals/${openId}`, `received-offer-client-show-${tag}.png`)
        await ctx.close()
        const compose = await context(theme, locale, size)
        await signIn(compose, 'staff')
        await shoot(
          compose,
          '/offers/create',
          `received-offer-compose-${tag}.png`,
          true,
          async (page) => {
            const add = page.locator('#offer-add-item')
            await add.click()
            await page.locator('input[name="items[0][description]"]').fill('Design')
            await page.locator('input[name="items[0][unitPrice]"]').fill('1200')
            await add.click()
            await page.locator('input[name="items[1][description]"]').fill('Development')
            await page.locator('input[name="items[1][quantity]"]').fill('2,5')
            await page.locator('input[name="items[1][unitPrice]"]').fill('3000')
            await page.locator('input[name="items[1][unitPrice]"]').blur()
            await page.waitForTimeout(800)
          }
        )
        await compose.close()
      }
    }
  }
  await staff.close()
}

/*
| Files in the client's own conversation with the team (issue 24): the demo client starts one,
| attaches a PDF and an image with the paperclip and sends them with a line; the same page is
| then shot in English and Slovak, light and dark, phone and desktop.
*/
if ('files-conversation'.startsWith(only) || only.startsWith('files-conversation')) {
  const setup = await context('light', 'en', 'desktop')
  await signIn(setup)
  const page = await setup.newPage()
  await page.goto('/dashboard')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.getByRole('button', { name: 'Start a new conversation' }).first().click()
  await page.waitForURL((url) => url.pathname.startsWith('/conversations/'))
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
  )
  const png = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 400 })
    const draw = canvas.getContext('2d')!
    draw.fillStyle = '#eef2ff'
    draw.fillRect(0, 0, 640, 400)
    draw.fillStyle = '#4f46e5'
    draw.fillRect(40, 40, 560, 64)
    draw.fillStyle = '#c7d2fe'
    for (let row = 0; row < 3; row++) draw.fillRect(40, 140 + row * 80, 260 + row * 60, 48)
    return canvas.toDataURL('image/png').split(',')[1]
  })
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Attach files' }).click(),
  ])
  await chooser.setFiles([
    { name: 'project-brief.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'homepage-sketch.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
  ])
  const field = page.getByRole('textbox', { name: 'Your message' })
  await field.fill('Here is our brief and a first sketch of the home page.')
  await page.waitForFunction(
    () => !document.querySelector('main form button[type=submit]')?.hasAttribute('disabled')
  )
  await field.press('Enter')
  await page.getByRole('button', { name: 'Open homepage-sketch.png' }).waitFor()
  const conversationPath = new URL(page.url()).pathname
  await setup.close()

  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'sk']) {
      for (const size of ['desktop', 'phone'] as const) {
        const client = await context(theme, locale, size)
        await signIn(client)
        await shoot(
          client,
          conversationPath,
          `files-conversation-${locale}-${size}-${theme}.png`,
          false,
          (shown) => shown.locator('main img[alt="homepage-sketch.png"]').waitFor()
        )
        await client.close()
      }
    }
  }
}

/*
| The back office (issue 22): people, the demo client's page and the activity log, as the demo
| staff account (its sign-ins are the first entries), in English and Slovak.
*/
const wantsTeam = !only || 'team-'.startsWith(only) || only.startsWith('team-')
for (const theme of wantsTeam ? (['light', 'dark'] as const) : []) {
  for (const locale of ['en', 'sk']) {
    for (const size of ['desktop', 'phone'] as const) {
      const tag = `${locale}-${size}-${theme}`
      const staff = await context(theme, locale, size)
      await signIn(staff, 'staff')
      await shoot(staff, '/team', `team-people-${tag}.png`, true)
      const probe = await staff.newPage()
      await probe.goto('/team?q=client%40example.com')
      await probe.waitForSelector('html[data-hydrated]', { state: 'attached' })
      const person = await probe
        .locator('a[href^="/team/people/"]')
        .first()
        .getAttribute('href', { timeout: 5000 })
        .catch(() => null)
      await probe.close()
      if (person) await shoot(staff, person, `team-person-${tag}.png`, true)
      await shoot(staff, '/team/activity', `team-activity-${tag}.png`, true)
      await staff.close()
    }
  }
}

/*
| The dashboard (issues 21 and 22): the demo client's "Needs your attention" (a plan to agree
| to, a build to test), a new account's first steps (registered here and signed in by its own
| verification link from the development mailbox, as a new client would be), and staff's queues.
*/
async function newAccount(ctx: BrowserContext, tag: string) {
  const page = await ctx.newPage()
  const email = `screenshot-${tag}-${Date.now()}@example.com`
  await page.goto('/register')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('input[name=fullName]').fill('Nora Nová')
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill('a long screenshot passphrase')
  await page.locator('input[name=passwordConfirmation]').fill('a long screenshot passphrase')
  await page.locator('input[type=checkbox]').first().check()
  await page.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === '/verify-email')
  for (let attempt = 0; attempt < 50; attempt++) {
    await page.goto('/dev/mailbox')
    const link = page.locator('article', { hasText: email }).locator('a[href*="/email/verify/"]')
    if (await link.count()) {
      // The e-mail names APP_URL; the same path on the app being shot.
      const href = new URL((await link.first().getAttribute('href'))!)
      await page.goto(href.pathname + href.search)
      break
    }
    await page.waitForTimeout(300)
  }
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.close()
}

for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'sk']) {
    for (const size of ['desktop', 'phone'] as const) {
      const tag = `${locale}-${size}-${theme}`
      if (!'dashboard-'.startsWith(only) && !only.startsWith('dashboard')) continue
      const client = await context(theme, locale, size)
      await signIn(client)
      await shoot(client, '/dashboard', `dashboard-client-${tag}.png`, true)
      await client.close()
      const fresh = await context(theme, locale, size)
      await newAccount(fresh, tag)
      await shoot(fresh, '/dashboard', `dashboard-welcome-${tag}.png`, true)
      await fresh.close()
      const staff = await context(theme, locale, size)
      await signIn(staff, 'staff')
      await shoot(staff, '/dashboard', `dashboard-staff-${tag}.png`, true)
      await staff.close()
    }
  }
}

/*
| The staff inbox (issue 22): the list with nothing open, a conversation with its person pane and
| an internal note, the "/" menu of saved replies, the keyboard shortcuts and the saved replies
| page, as the demo staff account, in English and German. Run after `node ace db:seed` (the demo
| conversations, a note and the saved replies).
*/
for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'de']) {
    for (const size of ['desktop', 'phone'] as const) {
      const tag = `${locale}-${theme}-${size === 'desktop' ? 1280 : 390}`
      if (!`inbox-list-${tag}`.startsWith(only) && !only.startsWith('inbox')) continue
      const staff = await context(theme, locale, size)
      await signIn(staff, 'staff')
      await shoot(staff, '/inbox', `inbox-list-${tag}.png`, size === 'phone')
      // The demo client's conversation: an account, projects, a note among the messages.
      const probe = await staff.newPage()
      await probe.goto('/inbox?status=open&q=bakery')
      const href = await probe
        .getByRole('list', { name: /./ })
        .getByRole('link')
        .first()
        .getAttribute('href')
      await probe.close()
      // Opened as from the whole list (the search only found it).
      if (href) {
        const conversationPath = href.split('?')[0]
        await shoot(staff, conversationPath, `inbox-conversation-${tag}.png`, size === 'phone')
        await shoot(
          staff,
          conversationPath,
          `inbox-saved-reply-menu-${tag}.png`,
          false,
          async (page) => {
            await page.locator('#inbox-reply textarea').fill('/')
            await page.getByRole('listbox').waitFor()
          }
        )
      }
      if (size === 'desktop') {
        await shoot(staff, '/inbox', `inbox-shortcuts-${tag}.png`, false, async (page) => {
          await page.keyboard.press('?')
          await page.getByRole('dialog').waitFor()
        })
      }
      await shoot(staff, '/inbox/replies', `inbox-saved-replies-${tag}.png`, true)
      await staff.close()
    }
  }
}

/*
| Offers for staff (`offers-`): the list leading with the outcome and the page leading with the
| answer (the demo's Slovak offer answered "Interested"), and the refused one with its folded
| details, in English and German, light and dark, phone and desktop. Forms (`forms-`): the
| Slovak registration sent empty, the product's messages beside the fields.
*/
const wants = (prefix: string) => prefix.startsWith(only) || only.startsWith(prefix)
for (const theme of wants('offers-') ? (['light', 'dark'] as const) : []) {
  for (const locale of ['en', 'de']) {
    for (const size of ['desktop', 'phone'] as const) {
      const tag = `${locale}-${size}-${theme}`
      const ctx = await context(theme, locale, size)
      await signIn(ctx, 'staff')
      await shoot(ctx, '/offers', `offers-index-${tag}.png`, true)
      const page = await ctx.newPage()
      await page.goto('/offers?q=pekáreň')
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      const answered = new URL(
        await page
          .getByRole('link', { name: 'Mobilná aplikácia pre pekáreň' })
          .first()
          .evaluate((link: HTMLAnchorElement) => link.href)
      ).pathname
      await page.close()
      await shoot(ctx, answered, `offers-show-${tag}.png`, size === 'desktop')
      await ctx.close()
    }
  }
}
for (const size of wants('forms-') ? (['desktop', 'phone'] as const) : []) {
  const ctx = await context('light', 'sk', size)
  await shoot(
    ctx,
    '/register',
    `forms-register-errors-sk-${size}-light.png`,
    false,
    async (page) => {
      await page.locator('button[type=submit]').click()
      await page.getByText('Toto pole je povinné.').first().waitFor()
    }
  )
  await ctx.close()
}

await browser.close()
console.log(`screenshots written to ${out}`)
