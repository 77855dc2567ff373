/*
| Screenshots of files into tmp/screenshots/ (SCREENSHOTS_DIR; files-*.png): the composer with attachments, a
| message with thumbnails, the viewer and the Files view, light and dark, 390 and 1280 px wide.
| `npm run screenshots` runs it; against a running app with the demo data:
| `node scripts/screenshots_files.ts http://localhost:3333`.
| It shares three files (two images, a PDF) in the demo client's first project.
*/
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'

const base = process.argv[2] ?? 'http://localhost:3333'
const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, '..', 'tmp', 'screenshots')
await mkdir(out, { recursive: true })
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})

/* A picture that reads as a screenshot of a design: bands of colour and a card. */
function mockup(width: number, height: number, accent: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f8fafc"/>
    <rect width="100%" height="${height * 0.14}" fill="${accent}"/>
    <rect x="${width * 0.08}" y="${height * 0.24}" width="${width * 0.5}" height="${height * 0.08}" rx="8" fill="#0f172a"/>
    <rect x="${width * 0.08}" y="${height * 0.38}" width="${width * 0.84}" height="${height * 0.42}" rx="16" fill="#e2e8f0"/>
    <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.07}" fill="${accent}" opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)

async function context(theme: 'light' | 'dark', size: keyof typeof viewports) {
  const ctx = await browser.newContext({
    baseURL: base,
    viewport: viewports[size],
    colorScheme: theme,
  })
  await ctx.addCookies([
    { name: 'appearance', value: theme, url: base },
    { name: 'locale', value: 'en', url: base },
  ])
  const page = await ctx.newPage()
  await page.goto('/login')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('input[name=email]').fill('client@example.com')
  await page.locator('input[name=password]').fill('client-password')
  await page.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  return { ctx, page }
}

async function xsrf(ctx: BrowserContext) {
  const cookie = (await ctx.cookies()).find((entry) => entry.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), 'Accept': 'application/json' }
}

async function share(ctx: BrowserContext, page: Page, projectId: number) {
  const ids: string[] = []
  const files = [
    { name: 'homepage-v2.png', mimeType: 'image/png', buffer: await mockup(1440, 900, '#2563eb') },
    { name: 'mobile-menu.png', mimeType: 'image/png', buffer: await mockup(900, 1400, '#16a34a') },
    { name: 'Project brief.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]
  for (const file of files) {
    const answer = await page.request.post(`/projects/${projectId}/files`, {
      headers: await xsrf(ctx),
      multipart: { purpose: 'message', file },
    })
    ids.push((await answer.json()).data.id)
  }
  await page.request.post(`/projects/${projectId}/messages`, {
    headers: await xsrf(ctx),
    data: { text: 'The new homepage and the mobile menu, with the brief.', attachmentIds: ids },
  })
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(400)
}

let projectId = 0
for (const theme of ['light', 'dark'] as const) {
  for (const size of ['desktop', 'phone'] as const) {
    const { ctx, page } = await context(theme, size)
    if (!projectId) {
      await page.goto('/projects')
      const href = await page
        .locator('a[href^="/projects/"]:not([href$="create"])')
        .first()
        .getAttribute('href')
      projectId = Number(href!.split('/')[2])
      await share(ctx, page, projectId)
    }
    const suffix = `${size}-${theme}.png`

    await page.goto(`/projects/${projectId}#project-chat`)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const thumbnail = page.getByRole('button', { name: 'Open homepage-v2.png' }).last()
    await thumbnail.scrollIntoViewIfNeeded()
    await settle(page)
    await page.screenshot({ path: join(out, `files-message-${suffix}`) })

    await thumbnail.click()
    await page.getByRole('dialog').locator('img').waitFor()
    await settle(page)
    await page.screenshot({ path: join(out, `files-viewer-${suffix}`) })
    await page.keyboard.press('Escape')

    await page.locator('form input[type=file]').setInputFiles([
      { name: 'logo-draft.png', mimeType: 'image/png', buffer: await mockup(600, 600, '#9333ea') },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf },
    ])
    await page.locator('li[data-upload="done"]').nth(1).waitFor()
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Two more for you')
    await page.locator('#chat-composer').scrollIntoViewIfNeeded()
    await settle(page)
    await page.screenshot({ path: join(out, `files-composer-${suffix}`) })

    await page.goto(`/projects/${projectId}/files`)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await settle(page)
    await page.screenshot({ path: join(out, `files-view-${suffix}`), fullPage: size === 'phone' })
    await ctx.close()
  }
}
await browser.close()
