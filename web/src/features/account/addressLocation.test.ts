import { describe, expect, it } from 'vitest'
import { districtCentre, nearestDistrict } from './addressLocation'

const districts = [
  { code: 'HK-CW', name: '中西區', cityCode: '7101001e5', cityName: '香港島', lat: 22.282, lng: 114.15 },
  { code: 'HK-WC', name: '灣仔區', cityCode: '7101001e5', cityName: '香港島', lat: 22.277, lng: 114.182 },
  { code: 'KL-YTM', name: '油尖旺區', cityCode: '7101002e5', cityName: '九龍', lat: 22.311, lng: 114.171 },
]

describe('where an address is', () => {
  it('DistrictChosen_PlacedAtTheDistrictsCentre', () => {
    expect(districtCentre('HK-WC', districts)).toEqual({ lat: 22.277, lng: 114.182, districtName: '灣仔區' })
    expect(districtCentre('XX', districts)).toBeNull()
  })

  it('LocatedAddress_IsNamedByItsNearestDistrict_NotByCoordinates', () => {
    // Queen's Road Central, then Nathan Road in Mong Kok.
    expect(nearestDistrict({ lat: 22.2819, lng: 114.1566 }, districts)?.name).toBe('中西區')
    expect(nearestDistrict({ lat: 22.3193, lng: 114.1694 }, districts)?.name).toBe('油尖旺區')
    expect(nearestDistrict({ lat: 22.3, lng: 114.1 }, [])).toBeNull()
  })
})
