/** "1.5000" -> "1.5", "2.0000" -> "2": a rate as a person reads it. */
export function readableRate(rate: string): string {
  const n = Number(rate)
  return Number.isFinite(n) ? String(n) : rate
}
