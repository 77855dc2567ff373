import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import StoredSubscription from '#models/push_subscription'
import webPushConfig from '#config/web_push'
import { postMessage } from '#actions/chat/post_message'
import { findProjectFor } from '#actions/projects/find_project'
import { PASSWORD } from '#tests/helpers/credentials'
import { baseUrl, openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { decryptPush, startPushEndpoint } from '#tests/helpers/push_endpoint'

/*
| Web push in Chromium (issue 25), as far as a closed network allows. Headless Chromium sends
| its subscriptions to Google's push service (it never answers here: subscribe() hangs), and its
| Playwright contexts are incognito, where Chrome refuses push altogether. So the one piece the
| browser cannot do here, subscribing at its vendor's push service and receiving from it, is
| stood in for: PushManager hands the page a subscription at the test's own push endpoint
| (keys made by the test), and the message that endpoint receives is decrypted by the test and
| handed to the real service worker through the DevTools protocol
| (ServiceWorker.deliverPushMessage), exactly as Chromium would after decrypting it.
| Exercised for real: the opt-in card after a first message, permission, the app's subscribe
| request, the server's encrypted, signed push to the endpoint, the service worker's push
| handler showing the notification (read back with registration.getNotifications()) and staying
| silent for the page being looked at.
*/
async function standInPushManager(page: Page, subscription: { endpoint: string; keys: object }) {
  await page.addInitScript((fake) => {
    let current: unknown = null
    const make = (key: BufferSource) => ({
      endpoint: fake.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      unsubscribe: async () => {
        current = null
        return true
      },
    })
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = make(options!.applicationServerKey as BufferSource)
      return current as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null
  }, subscription)
}

/* Every message the service worker posts to this page, kept for the test to read. */
async function collectWorkerMessages(page: Page) {
  await page.evaluate(() => {
    const messages: unknown[] = []
    ;(window as unknown as { workerMessages: unknown[] }).workerMessages = messages
    navigator.serviceWorker.addEventListener('message', (event) => messages.push(event.data))
    navigator.serviceWorker.startMessages()
  })
}

const workerMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { workerMessages: unknown[] }).workerMessages)

async function deliverToWorker(page: Page, data: unknown) {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === `${baseUrl()}/`)
      if (ours && !ours.isDeleted) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl(),
    registrationId: await registrationId,
    data: JSON.stringify(data),
  })
  await cdp.detach()
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      url: (data as { url: string }).url,
    }))
  })

test.group('Web push in the browser', (group) => {
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>
  group.setup(async () => {
    endpoint = await startPushEndpoint()
    webPushConfig.extraEndpointOrigins.push(endpoint.origin)
    return async () => {
      webPushConfig.extraEndpointOrigins.splice(
        webPushConfig.extraEndpointOrigins.indexOf(endpoint.origin),
        1
      )
      await endpoint.close()
    }
  })

  test('opt in after a first message, receive a reply as a notification, none on the page being read', async ({
    assert,
    cleanup,
  }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
    const project = await projectWith(alice, [[bob, 'member']])
    const device = endpoint.browser()

    const page = await openPage('/login', { locale: 'en-US', permissions: ['notifications'] })
    cleanup(() => page.context().close())
    await standInPushManager(page, device.subscription)
    await page.getByLabel('Email address').fill(bob.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto(`/projects/${project.id}`)
    await waitUntilInteractive(page)
    await page.evaluate(() => navigator.serviceWorker.ready)

    // Never asked on load: only after Bob's first message.
    const offer = page.getByRole('region', { name: 'Get notified of replies on this device' })
    assert.equal(await offer.count(), 0)
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello Alice')
    await page.getByRole('button', { name: 'Send' }).click()
    await offer.waitFor()
    await offer.getByRole('button', { name: 'Turn on' }).click()
    await page.getByText('Notifications are on for this device.').waitFor()
    const stored = await StoredSubscription.findByOrFail('endpoint', device.subscription.endpoint)
    assert.equal(stored.userId, bob.id)

    // Bob is elsewhere in the app when Alice answers.
    await page.goto('/dashboard')
    await waitUntilInteractive(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await collectWorkerMessages(page)
    await postMessage(alice, await findProjectFor(alice, project.id), {
      text: 'The build is ready for testing',
    })
    const [request] = endpoint.to(device.path)
    const payload = decryptPush(request, device) as Record<string, unknown>
    // The notifications service's payload: its sentence, its own link (read, then the message).
    const { url, ...words } = payload
    assert.deepEqual(words, {
      title: `New message in ${project.name}`,
      body: 'The build is ready for testing',
      tag: `project.message:project:${project.id}`,
    })
    assert.match(String(url), /^\/notifications\/\d+$/)

    await deliverToWorker(page, payload)
    await page.waitForFunction(
      () => (window as unknown as { workerMessages: unknown[] }).workerMessages.length === 1
    )
    // The worker tells the page first and then shows the notification (read as it is shown).
    // An async predicate's promise is truthy at once for waitForFunction: polled from here.
    const readShown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        const notifications = await registration.getNotifications()
        return notifications.length === 1
          ? notifications.map(({ title, body, tag, data }) => ({
              title,
              body,
              tag,
              url: (data as { url: string }).url,
            }))
          : false
      })
    let shown = await readShown()
    while (shown === false) {
      await page.waitForTimeout(100)
      shown = await readShown()
    }
    assert.deepEqual(shown, [
      {
        title: `New message in ${project.name}`,
        body: 'The build is ready for testing',
        tag: `project.message:project:${project.id}`,
        url: `${baseUrl()}${String(url)}`,
      },
    ])

    // A notification about the page Bob is looking at is not shown (the page is told instead).
    await deliverToWorker(page, { ...payload, url: '/dashboard', tag: 'dashboard-test' })
    await page.waitForFunction(
      () => (window as unknown as { workerMessages: unknown[] }).workerMessages.length === 2
    )
    const messages = (await workerMessages(page)) as { shown: boolean }[]
    assert.deepEqual(
      messages.map((message) => message.shown),
      [true, false]
    )
    assert.lengthOf(await shownNotifications(page), 1)
  }).timeout(60_000)
})
