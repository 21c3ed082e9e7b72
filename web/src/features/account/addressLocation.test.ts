import { describe, expect, it } from 'vitest'
import { districtCentre } from './addressLocation'

const districts = [
  { code: 'HK-CW', name: '中西區', cityCode: '7101001e5', cityName: '香港島' },
  { code: 'NT-XX', name: '無城市', cityCode: 'missing', cityName: '?' },
]
const cities = [{ code: '7101001e5', name: '香港島', lat: 22.2783, lng: 114.1747, storeCount: 5 }]

describe('district fallback location', () => {
  it('is the centre of the district’s city', () => {
    expect(districtCentre('HK-CW', districts, cities)).toEqual({ lat: 22.2783, lng: 114.1747, cityName: '香港島' })
  })

  it('is nothing for an unknown district or city', () => {
    expect(districtCentre('XX', districts, cities)).toBeNull()
    expect(districtCentre('NT-XX', districts, cities)).toBeNull()
  })
})
