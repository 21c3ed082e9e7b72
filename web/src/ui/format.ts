/** Distances in metres as the store list shows them: "350m", "1.2km", "12km". */
export function formatDistance(metres: number | null | undefined): string | null {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return null
  if (metres < 1000) return `${Math.round(metres)}m`
  const km = metres / 1000
  return km < 10 ? `${(Math.round(km * 10) / 10).toString()}km` : `${Math.round(km)}km`
}

/**
 * A phone number with all but its first 3 and last 4 digits hidden ("91234567" -> "912*4567",
 * "13812345678" -> "138****5678"); numbers too short for that keep at most their last 4.
 */
export function maskPhone(number: string): string {
  const n = number.length
  const keepFront = n >= 8 ? 3 : 0
  const keepBack = n > 4 ? 4 : 0
  return number
    .split('')
    .map((digit, index) => (index >= keepFront && index < n - keepBack ? '*' : digit))
    .join('')
}

const HONG_KONG = 'Asia/Hong_Kong'

/**
 * The locale dates are written in: Hong Kong English puts the day first (24/11), which plain `en`
 * (the United States' 11/24) does not.
 */
export const dateLocale = (lang: string) => (lang === 'en' ? 'en-HK' : lang)

/** A moment in Hong Kong time as order pages show it: "24/11 14:05" (day first, as Hong Kong writes it in both languages). */
export function formatTime(at: number | null | undefined, lang: string): string {
  if (!at) return ''
  return new Intl.DateTimeFormat(dateLocale(lang), { timeZone: HONG_KONG, month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(at)
}
/** The Hong Kong day of a moment as "2026-11-24". */
export const hongKongDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: HONG_KONG, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/**
 * A time of day in Hong Kong for "expected at" and "pick up by" texts: "14:05" when it falls on
 * the same Hong Kong day as `now`, "24/11 14:05" (day first in every language) on another day.
 */
export function formatClock(at: number | null | undefined, lang: string, now: number = Date.now()): string {
  if (!at) return ''
  const otherDay = hongKongDay(at) !== hongKongDay(now)
  return new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: HONG_KONG,
    ...(otherDay ? { month: '2-digit', day: '2-digit' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at)
}

/**
 * A `tel:` link for a phone as stores and orders give it ("+852 2388 1807", or "91234567" with
 * its area code "852"): digits only, with the country code.
 */
export function telHref(phone: string, areaCode?: string): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return `tel:+${digits}`
  return `tel:+${(areaCode || '852').replace(/\D/g, '')}${digits}`
}

/** A date as the wallet prints it, in Hong Kong time whatever the phone's zone: 2026.11.22. */
export function formatDate(at: number, lang: string): string {
  const parts = new Intl.DateTimeFormat(lang, { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}.${part('month')}.${part('day')}`
}

/** A date and time, for campaign starts and gift expiries: 2026.11.22 18:00. */
export function formatDateTime(at: number, lang: string): string {
  const time = new Intl.DateTimeFormat(lang, { timeZone: 'Asia/Hong_Kong', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  return `${formatDate(at, lang)} ${time}`
}

/** "+35", "-17", "0": a change of points or growth with its sign. */
export function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount)
}

/**
 * The last day something lasts when the server gives the Hong Kong midnight it ends at: the end
 * of the day before (lapsing at 24 Nov 00:00 means usable through 23 Nov).
 */
export function lastUsableDay(endsAt: number): number {
  return endsAt - 1
}

/** Points as the points pages print them, grouped by thousands in every language: 1,234. */
export function formatPoints(points: number): string {
  return points.toLocaleString('en')
}
