import type { City, District } from '../../api/stores'

/**
 * Where an address is when the browser gives no position: the centre of the district's city
 * (the server's district list has no coordinates, its city list has). An approximation, and the
 * form says so.
 */
export function districtCentre(districtCode: string, districts: readonly District[], cities: readonly City[]) {
  const district = districts.find((entry) => entry.code === districtCode)
  if (!district) return null
  const city = cities.find((entry) => entry.code === district.cityCode)
  if (!city || !Number.isFinite(city.lat) || !Number.isFinite(city.lng)) return null
  return { lat: city.lat, lng: city.lng, cityName: city.name || district.cityName }
}
