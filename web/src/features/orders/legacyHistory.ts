import { dateLocale } from '../../ui/format'

/**
 * Orders made before the new system (spec 000 §2: "history (orders before 7 November 2023 link
 * out)", §9; docs/API.md `GET /v1/order/list` `legacyHistoryBefore`). Pure, no React.
 */
export const LEGACY_HISTORY_BEFORE = '2023-11-07'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The date the link carries, or the spec's when it is missing or malformed. */
export function legacyHistoryDate(param: string | null | undefined): string {
  return param && ISO_DATE.test(param) ? param : LEGACY_HISTORY_BEFORE
}

/** "2023-11-07" in the reader's language: 2023年11月7日, 7 November 2023 (Hong Kong English). */
export function formatLegacyDate(iso: string, lang: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return iso
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Intl.DateTimeFormat(dateLocale(lang), { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(at)
}
