import { createPersistentStore } from '../app/persistentStore'
import { request } from './client'

/**
 * Promotion attribution (issue 19): the promotion a person came from (`qrPromoteId` on a poster's
 * QR code, and its channel, `chan_id` or `channel`) is kept for the visit and sent with the
 * sign-up and with every order submitted in the visit. Attribution never changes a price or a
 * reward, so nothing here may ever get in the customer's way.
 */

export interface Attribution {
  qrPromoteId: string | null
  channel: string | null
}

const NONE: Attribution = { qrPromoteId: null, channel: null }

/** The server's rule for a tag: 1 to 64 of A-Z a-z 0-9 - _ . (a malformed one is not kept). */
export function isPromotionTag(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value)
}

const tagOrNull = (value: unknown) => (isPromotionTag(value) ? value : null)

function revive(raw: unknown): Attribution | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Partial<Attribution>
  return { qrPromoteId: tagOrNull(value.qrPromoteId), channel: tagOrNull(value.channel) }
}

/** For the visit only (sessionStorage): a new visit without a promotion is not the poster's. */
export const attributionStore = createPersistentStore<Attribution>('qsr.promotion', NONE, revive, () => globalThis.sessionStorage)

/**
 * Keeps what a launch address named. A launch naming a promotion replaces the one kept (the
 * person scanned another poster); a launch naming none keeps it. Malformed tags are dropped.
 */
export function keepAttribution(launch: { qrPromoteId: string | null; channel: string | null }) {
  const qrPromoteId = tagOrNull(launch.qrPromoteId)
  const channel = tagOrNull(launch.channel)
  if (!qrPromoteId && !channel) return
  attributionStore.set(qrPromoteId ? { qrPromoteId, channel } : (previous) => ({ ...previous, channel }))
}

/** The fields a sign-up carries: only what was kept. */
export function attributionFields(): { qrPromoteId?: string; channel?: string } {
  const { qrPromoteId, channel } = attributionStore.get()
  return { ...(qrPromoteId ? { qrPromoteId } : {}), ...(channel ? { channel } : {}) }
}

/**
 * Names the kept promotion for an order the member just submitted, fire and forget: nothing is
 * sent without a promotion, and a failure (network, session, refusal) is swallowed, never shown.
 */
export async function attributeOrder(orderNo: string): Promise<void> {
  const { qrPromoteId, channel } = attributionStore.get()
  if (!qrPromoteId || !orderNo) return
  try {
    await request<{ orderNo: string }>('/v1/promote/qr/id', { method: 'POST', body: { orderNo, qrPromoteId, ...(channel ? { channel } : {}) }, sessionFlow: false })
  } catch {
    // the customer's order stands whatever the attribution does
  }
}
