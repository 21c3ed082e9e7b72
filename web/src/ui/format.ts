/** Distances in metres as the store list shows them: "350m", "1.2km", "12km". */
export function formatDistance(metres: number | null | undefined): string | null {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return null
  if (metres < 1000) return `${Math.round(metres)}m`
  const km = metres / 1000
  return km < 10 ? `${(Math.round(km * 10) / 10).toString()}km` : `${Math.round(km)}km`
}
