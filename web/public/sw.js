// The app's service worker (issue 20; docs/decisions/0050): it shows the member's messages that
// arrive by Web Push and opens their page when tapped. It caches nothing: the app works as before
// without it. The server tags each notification with its message id, so a message delivered twice
// replaces its notification instead of showing a second one.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {}
  }
  if (!message.title) return
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/', self.location.origin)
  if (target.origin !== self.location.origin) return // only our own pages
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => 'focus' in client)
      if (open) {
        await open.focus()
        if ('navigate' in open) await open.navigate(target.href)
        return
      }
      await self.clients.openWindow(target.href)
    })(),
  )
})
