import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import { keyBytes } from '../../api/push'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { DevicePush } from './DevicePush'

// The server's side: its key, and the endpoints it knows for the member.
const SERVER_KEY = 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8'
const known = new Set<string>()
const calls: { path: string; body: unknown; lang?: string }[] = []
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    calls.push({ path, body: options?.body, lang: options?.lang })
    const endpoint = (options?.body as { endpoint?: string } | undefined)?.endpoint ?? ''
    if (path === '/v1/push/key') return { publicKey: SERVER_KEY }
    if (path === '/v1/push/status') return { subscribed: known.has(endpoint) }
    if (path === '/v1/push/subscribe') return known.add(endpoint) && { subscribed: true }
    if (path === '/v1/push/unsubscribe') return { removed: known.delete(endpoint) }
    return actual.request(path, options)
  }
  return { ...actual, request }
})

// A browser with push: a service worker registration whose PushManager makes one subscription.
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1',
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1', keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: vi.fn(async () => {
          subscription = null
          return true
        }),
      } as unknown as PushSubscription
      return subscription
    }),
  }
  const registration = { pushManager }
  const Notification = { permission, requestPermission: vi.fn(async () => ((Notification.permission = answer), answer)) }
  vi.stubGlobal('Notification', Notification)
  vi.stubGlobal('PushManager', function PushManager() {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  })
  return { pushManager, Notification }
}

function renderIt() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DevicePush />
    </QueryClientProvider>,
  )
}

describe('DevicePush', () => {
  beforeEach(async () => {
    await setLanguage('en')
    startMemberSession({ token: 't', memberId: 7, hasPhone: true })
    known.clear()
    calls.length = 0
  })
  afterEach(() => {
    sessionStore.set(NO_SESSION)
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('ABrowserWithoutPush_SaysWhyAndOffersNoSwitch', async () => {
    renderIt()
    expect(await screen.findByText(/add this site to your Home Screen/)).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Show notifications' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('TurningItOn_AsksPermission_SubscribesWithTheServersKey_AndHandsTheSubscriptionOverInTheAppsLanguage', async () => {
    const { pushManager, Notification } = browserWithPush('default')
    renderIt()
    const toggle = await screen.findByRole('switch', { name: 'Show notifications' })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'false'))
    expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(Notification.requestPermission).toHaveBeenCalledOnce()
    const key = pushManager.subscribe.mock.calls[0][0].applicationServerKey as Uint8Array
    expect([...key]).toEqual([...keyBytes(SERVER_KEY)])
    expect(calls.find((c) => c.path === '/v1/push/subscribe')).toMatchObject({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1' }, lang: 'en' })

    // Off: the server forgets the browser first, then the browser drops it.
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect(known.size).toBe(0)
  })

  it('ABrowserTheServerAlreadyKnows_ShowsOn_AndABlockedSiteSaysHowToAllowIt', async () => {
    browserWithPush('granted')
    known.add('https://fcm.googleapis.com/fcm/send/phone-1')
    await (await import('../../api/push')).turnPushOn('en')
    const first = renderIt()
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show notifications' })).toBeChecked())
    first.unmount()

    vi.unstubAllGlobals()
    browserWithPush('denied')
    renderIt()
    expect(await screen.findByText(/blocked for this site/)).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Show notifications' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('keyBytes reads base64url into the 65 bytes of a P-256 key', () => {
    const bytes = keyBytes(SERVER_KEY)
    expect(bytes.length).toBe(65)
    expect(bytes[0]).toBe(4)
  })
})
