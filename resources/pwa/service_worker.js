/*
| The app's service worker (issue 25), served at /sw.js by app/controllers/pwa_controller.ts,
| which puts `CONFIG` in front of this file: { version, precache, offlineUrl, logoutPath,
| assetsPrefix, startUrl, icon, badge }. Plain JavaScript: the server serves it as it is.
|
| What it keeps: the built, content-hashed static files (the same for every account) and the
| offline page. Never a page's HTML or data: navigations always go to the network and fall back to
| the offline page, so one account's pages can never be shown to another. Signing out clears every
| cache and turns push off for this browser.
*/
/* global CONFIG */
const SHELL_CACHE = `shell-${CONFIG.version}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      await cache.add(new Request(CONFIG.offlineUrl, { cache: 'reload' }))
      // The app shell is a bonus: a file that fails now is fetched (and kept) on first use.
      await Promise.allSettled(CONFIG.precache.map((url) => cache.add(url)))
      await self.skipWaiting()
    })()
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== SHELL_CACHE) await caches.delete(name)
      }
      await self.clients.claim()
    })()
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.method === 'POST' && url.pathname === CONFIG.logoutPath) {
    // The sign-out itself goes to the network untouched; this browser forgets the account.
    event.waitUntil(forgetAccount())
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage()))
    return
  }
  if (url.pathname.startsWith(CONFIG.assetsPrefix)) event.respondWith(cacheFirst(request))
})

async function offlinePage() {
  const cached = await caches.match(CONFIG.offlineUrl, { cacheName: SHELL_CACHE })
  return cached ?? Response.error()
}

/* Built files are named after their content: a cached one is never stale. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone())
  return response
}

async function forgetAccount() {
  for (const name of await caches.keys()) await caches.delete(name)
  const subscription = await self.registration.pushManager.getSubscription()
  await subscription?.unsubscribe()
}

/* Only this app's own pages are opened from a notification. */
function placeOf(path) {
  try {
    const url = new URL(path, self.location.origin)
    if (url.origin === self.location.origin) return url
  } catch {
    // A malformed url falls through to the start page.
  }
  return new URL(CONFIG.startUrl, self.location.origin)
}

/* The same page, whatever part of it is scrolled to. */
function samePlace(a, b) {
  const left = new URL(a)
  const right = new URL(b)
  return (
    left.origin === right.origin && left.pathname === right.pathname && left.search === right.search
  )
}

function readPayload(data) {
  try {
    const payload = data?.json() ?? {}
    return typeof payload === 'object' && payload ? payload : {}
  } catch {
    return {}
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data)
  const target = placeOf(typeof payload.url === 'string' ? payload.url : CONFIG.startUrl)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      // Someone already looking at that very page needs no notification about it.
      const looking = windows.some(
        (client) =>
          client.focused &&
          client.visibilityState === 'visible' &&
          samePlace(client.url, target.href)
      )
      for (const client of windows) {
        client.postMessage({ type: 'push', payload, shown: !looking })
      }
      if (looking) return
      await self.registration.showNotification(String(payload.title ?? ''), {
        body: String(payload.body ?? ''),
        icon: CONFIG.icon,
        badge: CONFIG.badge,
        // One tag per conversation: the newest replaces the previous, and still alerts.
        tag: typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined,
        renotify: Boolean(payload.tag),
        data: { url: target.href },
      })
    })()
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = placeOf(event.notification.data?.url ?? CONFIG.startUrl).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const exact = windows.find((client) => samePlace(client.url, target))
      if (exact) return exact.focus()
      const open = windows.find((client) => 'navigate' in client)
      if (open) {
        const focused = await open.focus()
        const navigated = await focused.navigate(target).catch(() => null)
        if (navigated) return navigated
      }
      return self.clients.openWindow(target)
    })()
  )
})
