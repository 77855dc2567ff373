import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import env from '#start/env'
import { PASSWORD } from '#tests/helpers/credentials'

/*
| Debian's Chromium, headless. The flags keep it from calling home on this closed network;
| scripts/test.ts installs it when missing. No test tool downloads a browser of its own.
*/
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

let browser: Browser | undefined

/*
| React's hydration errors of the test's pages. A mismatch between the server's HTML and the
| browser's first render makes React throw the server's HTML away and render the whole tree
| again: the page still works, so only this check sees it. React reports it as an uncaught
| error ("Hydration failed…", "…hydrating…") and, for attributes, as a console error; every page
| of every context is watched, and the test that caused one fails (tests/bootstrap.ts).
*/
const HYDRATION = /hydrat/i
const hydrationErrors: string[] = []

function watchPage(page: Page) {
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) {
      hydrationErrors.push(`${page.url()}: ${error.message}`)
    }
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text())) {
      hydrationErrors.push(`${page.url()}: ${message.text()}`)
    }
  })
}

/* The hydration errors since the last call, for the test that just ended. */
export function takeHydrationErrors() {
  return hydrationErrors.splice(0)
}

export async function getBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package`)
  }
  browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const launched = browser
  const newContext = launched.newContext.bind(launched)
  launched.newContext = async (options) => {
    const context = await newContext(options)
    context.on('page', watchPage)
    return context
  }
  return launched
}

export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

/*
| Every context still open, closed: a test that fails midway leaves its pages open, and their
| real-time sockets would hold the test server's close (and the whole run) for ever.
*/
export async function closeContexts() {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()))
}

/*
| What a failed test left on screen, one line per open page (address, headings, alerts), so a
| failure in CI says where the page was and what it showed, not only which locator timed out.
*/
export async function describeOpenPages() {
  const pages = (browser?.contexts() ?? []).flatMap((context) => context.pages())
  for (const page of pages) {
    const shown = await page
      .evaluate(() =>
        [...document.querySelectorAll('h1, h2, [role="alert"], [role="status"]')]
          .map((element) => element.textContent?.trim())
          .filter(Boolean)
          .join(' | ')
      )
      .catch((error: Error) => `(unreadable: ${error.message})`)
    console.error(`[browser] failed test left ${page.url()} showing: ${shown.slice(0, 400)}`)
  }
}

export const baseUrl = () => `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3334)}`

/* A fresh context (cookies, storage) per test, so tests never see each other's choices. */
export async function openPage(path = '/', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl(), ...options })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`))
  if (process.env.BROWSER_DEBUG) {
    page.on('console', (message) => console.log(`[browser:${message.type()}] ${message.text()}`))
  }
  await page.goto(path)
  await waitUntilInteractive(page)
  return page
}

/* A user signed in through the login form, on their dashboard, ready for clicks. */
export async function signedInPage(user: { email: string }, options: BrowserContextOptions = {}) {
  const page = await openPage('/login', { locale: 'en-US', ...options })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
  return page
}

/* Server-rendered HTML shows before React attaches; a click before that would be lost. */
export async function waitUntilInteractive(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

/*
| The first visit of a fresh dev server bundles the client dependencies; a page loaded during
| that can miss its scripts. One throw-away visit, retried until the page comes alive, absorbs it.
*/
export async function warmUp() {
  const context = await (await getBrowser()).newContext({ baseURL: baseUrl() })
  const page = await context.newPage()
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto('/')
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
        return
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
  } finally {
    await context.close()
  }
}

/*
| Test tooling (axe-core, the published pusher-js and laravel-echo builds) goes in through the
| DevTools protocol: the app's Content-Security-Policy refuses an injected <script> element
| (page.addScriptTag), as it should refuse any script without the response's nonce.
*/
export async function injectScript(page: Page, path: string) {
  await page.evaluate(await readFile(path, 'utf8'))
}
