import { describe, expect, it } from 'vitest'
import { nextPopup, popupSeenKey, popupTarget, type Popup } from './popups'

const popup = (id: number, patch: Partial<Popup> = {}): Popup => ({
  id,
  popType: 'general',
  title: `p${id}`,
  currentImage: '/media/a.svg',
  linkType: -1,
  customLink: '',
  priority: 50,
  periodKey: 'once',
  coupon: [],
  couponCodes: [],
  ...patch,
})

describe('popups', () => {
  it('shows the first popup not closed in its period', () => {
    const list = [popup(3, { priority: 999 }), popup(1)]
    expect(nextPopup(list, new Set())?.id).toBe(3)
    expect(nextPopup(list, new Set([popupSeenKey(list[0])]))?.id).toBe(1)
    expect(nextPopup(list, new Set(['3:once', '1:once']))).toBeNull()
    expect(nextPopup([popup(3, { periodKey: '2026-11-24' })], new Set(['3:2026-11-23']))?.id).toBe(3)
  })

  it('links only to our pages or https', () => {
    expect(popupTarget(popup(1))).toBeNull()
    expect(popupTarget(popup(1, { linkType: 1, customLink: '/pages/customPage/index?slug=mall-autumn' }))).toEqual({
      inApp: '/pages/customPage/index?slug=mall-autumn',
    })
    expect(popupTarget(popup(1, { linkType: 1, customLink: 'https://example.com' }))).toEqual({ outside: 'https://example.com' })
    expect(popupTarget(popup(1, { linkType: 1, customLink: '//evil.example' }))).toBeNull()
    expect(popupTarget(popup(1, { linkType: 1, customLink: 'javascript:alert(1)' }))).toBeNull()
  })
})
