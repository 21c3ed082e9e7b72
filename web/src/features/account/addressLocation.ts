import type { District } from '../../api/stores'

/** Where an address is placed when the browser gives no position: its district's centre. */
export function districtCentre(districtCode: string, districts: readonly District[]) {
  const district = districts.find((entry) => entry.code === districtCode)
  if (!district || !Number.isFinite(district.lat) || !Number.isFinite(district.lng)) return null
  return { lat: district.lat, lng: district.lng, districtName: district.name }
}

/**
 * The district whose centre is nearest a position: how the form says where a located address is
 * ("near Wan Chai") instead of showing coordinates, which no customer reads.
 */
export function nearestDistrict(position: { lat: number; lng: number }, districts: readonly District[]): District | null {
  let best: District | null = null
  let bestDistance = Infinity
  for (const district of districts) {
    const distance = squaredDegrees(position, district)
    if (distance < bestDistance) {
      best = district
      bestDistance = distance
    }
  }
  return best
}

/** Comparable distance over a city's few kilometres: degrees, longitude shrunk by the latitude. */
function squaredDegrees(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = a.lat - b.lat
  const dLng = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)
  return dLat * dLat + dLng * dLng
}
