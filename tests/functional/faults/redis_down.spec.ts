import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import type User from '#models/user'
import type Project from '#models/project'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'

/*
| Redis stopped under a running app: its own redis-server (no persistence) and the app as its
| own process with REDIS_URL, so sessions, rate limits and real-time fan-out live in that Redis,
| on the suite's database. While Redis is away a signed-in page and a chat post must answer a
| translated 503 at once instead of waiting in ioredis's offline queue; a guest's page that
| needs no Redis keeps working; when Redis is back everything works again by itself. Each
| request has a client timeout of a few seconds, so a request that hangs fails the test.
*/
const HANG = 5000
// The first pages of a fresh process are compiled by Vite first, which takes longer.
const WARM_UP = 60_000
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/* Resolves once `pattern` appears in the child's output; rejects if it exits first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, ms: number) {
  return new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${what} not ready:\n${output}`)), ms)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (pattern.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${what} exited (${code}):\n${output}`))
    })
  })
}

function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

async function startRedis(port: number) {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
  await waitForOutput(child, /Ready to accept connections/, 'redis-server', 10_000)
  return child
}

async function startApp(port: number, redisPort: number) {
  const child = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.makePath(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      SESSION_DRIVER: 'redis',
      // Pages rendered by a Vite dev server, as in the test run (no build needed).
      DEV_MODE: 'true',
      LOG_LEVEL: 'info', // waitForOutput reads the start line
    },
  })
  await waitForOutput(child, /started HTTP server/, 'the app', 60_000)
  return child
}

/* A browser's cookie jar and CSRF header, enough for a form sign-in and the chat's JSON. */
class Browser {
  #cookies = new Map<string, string>()
  /* How long a request may take before it counts as hanging. */
  timeout = WARM_UP
  constructor(private base: string) {}

  async request(path: string, init: RequestInit = {}) {
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    const response = await fetch(this.base + path, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeout),
      headers: {
        ...(this.#cookies.size
          ? { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...init.headers,
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  async signIn(user: User) {
    this.#cookies.clear()
    await (await this.request('/login', { headers: { accept: 'text/html' } })).text()
    const response = await this.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept': 'text/html' },
      body: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
    })
    await response.text()
    return response
  }

  post(project: Project, text: string) {
    return this.request(`/projects/${project.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ text }),
    })
  }

  page(path: string) {
    return this.request(path, { headers: { accept: 'text/html' } })
  }
}

/*
| Signs in until the dashboard opens (a bounded number of tries), and answers its last status:
| a fresh process may still be compiling its first pages, and a restarted Redis takes a moment
| to be found again.
*/
async function signInAgain(browser: Browser, user: User) {
  let status = 0
  for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
    if (attempt) await sleep(500)
    await browser.signIn(user)
    const dashboard = await browser.page('/dashboard')
    status = dashboard.status
    await dashboard.text()
  }
  return status
}

test.group('Redis going away under a running app', () => {
  test('a signed-in page and a chat post answer 503 at once, a guest page works, all recovers', async ({
    assert,
    cleanup,
  }) => {
    const [redisPort, appPort] = [await freePort(), await freePort()]
    let redis: ChildProcess | undefined = await startRedis(redisPort)
    cleanup(() => stop(redis))
    const served = await startApp(appPort, redisPort)
    cleanup(() => stop(served))

    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    cleanup(async () => {
      await project.delete()
      await owner.delete()
    })

    const browser = new Browser(`http://127.0.0.1:${appPort}`)
    assert.equal(await signInAgain(browser, owner), 200)
    assert.equal((await browser.post(project, 'Before the outage.')).status, 201)

    // The home page compiled too, so that its answer below is about Redis alone.
    await (await new Browser(`http://127.0.0.1:${appPort}`).page('/')).text()

    await stop(redis)
    redis = undefined
    browser.timeout = HANG

    const dashboard = await browser.page('/dashboard')
    assert.equal(dashboard.status, 503)
    assert.include(await dashboard.text(), 'Briefly unavailable')
    const post = await browser.post(project, 'During the outage.')
    assert.equal(post.status, 503)
    assert.deepEqual(await post.json(), { message: UNAVAILABLE })
    // A visitor without a session needs no Redis for the home page.
    const guest = new Browser(`http://127.0.0.1:${appPort}`)
    guest.timeout = HANG
    const home = await guest.page('/')
    assert.equal(home.status, 200)
    await home.text()

    redis = await startRedis(redisPort)
    // The restarted Redis is empty (no persistence): the session is gone, a new sign-in works.
    browser.timeout = WARM_UP
    assert.equal(await signInAgain(browser, owner), 200)
    assert.equal((await browser.post(project, 'After the outage.')).status, 201)
  }).timeout(120_000)
})
