import type { Language } from '../i18n'
import { request } from './client'

/**
 * Web Push on this device (issue 20; docs/API.md "Web Push"): the browser subscribes with the
 * server's key through the app's service worker (public/sw.js), and the server sends the member's
 * messages there. `unsupported`: no service worker or push in this browser (on an iPhone, only an
 * app added to the Home Screen has them); `denied`: the person blocked notifications for the site.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

const WORKER = '/sw.js'

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** "BP4z…" (base64url) -> the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false
  const have = new Uint8Array(current)
  return have.length === wanted.length && have.every((byte, i) => byte === wanted[i])
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER)
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Whether this browser receives the signed-in member's messages. When it does, the subscription is
 * handed over again in the app's language, which the server writes the notifications in.
 */
export async function readPushState(lang: Language): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await existingSubscription()
  if (!subscription || Notification.permission !== 'granted') return 'off'
  const { subscribed } = await request<{ subscribed: boolean }>('/v1/push/status', { method: 'POST', body: { endpoint: subscription.endpoint } })
  if (subscribed) await request('/v1/push/subscribe', { method: 'POST', body: subscription.toJSON(), lang })
  return subscribed ? 'on' : 'off'
}

/**
 * Asks for permission (the browser's own prompt), subscribes with the server's key (again when the
 * key changed) and hands the subscription to the server in the app's language.
 */
export async function turnPushOn(lang: Language): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const registration = await navigator.serviceWorker.register(WORKER)
  await navigator.serviceWorker.ready
  const { publicKey } = await request<{ publicKey: string }>('/v1/push/key')
  const key = keyBytes(publicKey)
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  await request('/v1/push/subscribe', { method: 'POST', body: subscription.toJSON(), lang })
  return 'on'
}

/** Stops this browser's messages: the server forgets it, then the browser drops the subscription. */
export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  const subscription = await existingSubscription()
  if (subscription) {
    await request('/v1/push/unsubscribe', { method: 'POST', body: { endpoint: subscription.endpoint } })
    await subscription.unsubscribe()
  }
  return 'off'
}
