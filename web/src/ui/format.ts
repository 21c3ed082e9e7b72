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
