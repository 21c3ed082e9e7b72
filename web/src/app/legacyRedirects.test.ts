import { describe, expect, it } from 'vitest'
import { FALLBACK_PATH, resolveLegacyPath } from './legacyRedirects'
import { PAGE, PAGE_PATHS } from './pagePaths'

describe('resolveLegacyPath', () => {
  it('leaves every current page path alone', () => {
    for (const path of PAGE_PATHS) expect(resolveLegacyPath(`/${path}`)).toBeNull()
  })

  it('maps the legacy paths named by the spec, keeping the query', () => {
    expect(resolveLegacyPath('/pages/pageTo/pageTo', '?x=1')).toBe('/pages/store/goods?x=1')
    expect(resolveLegacyPath('/pages/order/detail/index', '?ordersn=A1')).toBe('/mainFlow/pages/order/detail/index?ordersn=A1')
    expect(resolveLegacyPath('/pages/order/create/index', '')).toBe('/orderCreate/pages/order/create/index')
  })

  it('moves member/pages paths to their memberMinVolume or orderPlus equivalents', () => {
    expect(resolveLegacyPath('/member/pages/setting/index', '?a=b')).toBe('/memberMinVolume/pages/setting/index?a=b')
    expect(resolveLegacyPath('/member/pages/voucher/promotionBogo')).toBe('/memberMinVolume/pages/voucher/promotionBogo')
    expect(resolveLegacyPath('/member/pages/unsubscribe/index')).toBe('/memberMinVolume/pages/unsubscribe/index')
    expect(resolveLegacyPath('/member/pages/invoice/list/index')).toBe('/orderPlus/pages/invoice/list/index')
    expect(resolveLegacyPath('/member/pages/comment/index', '?id=9')).toBe('/orderPlus/pages/comment/index?id=9')
  })

  it('moves pages/ paths into the main flow package', () => {
    expect(resolveLegacyPath('/pages/goodsDetail/index', '?goodsId=1')).toBe('/mainFlow/pages/goodsDetail/index?goodsId=1')
  })

  it('accepts a page path written without its /index leaf or with a trailing slash', () => {
    expect(resolveLegacyPath('/pages/home')).toBe('/pages/home/index')
    expect(resolveLegacyPath('/pages/home/index/')).toBeNull()
  })

  it('sends an unmapped unknown path to the profile page without its query', () => {
    expect(resolveLegacyPath('/no/such/page', '?x=1')).toBe(`/${FALLBACK_PATH}`)
    expect(resolveLegacyPath('/member/pages/nothing/here')).toBe(`/${PAGE.mine}`)
  })
})
