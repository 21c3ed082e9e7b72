import { describe, expect, it } from 'vitest'
import seedList from '../../e2e/seedPagePaths.json'
import { aliasUrl, firstParam } from './aliasUrl'
import { PAGE, PAGE_PATHS } from './pagePaths'
import { COMING_SOON_PAGE, pageAt } from './routes'

describe('the seed page paths (issue 21)', () => {
  it('no page path shows the coming-soon page but the coming-soon page itself (and the entry page, a route of its own)', () => {
    const comingSoon = PAGE_PATHS.filter((path) => pageAt(path) === COMING_SOON_PAGE)
    expect(comingSoon).toEqual([PAGE.entry, PAGE.comingSoon])
  })

  it('the list the page sweep opens (e2e/seedPagePaths.json) is every page path of the route table', () => {
    expect([...seedList.paths].sort()).toEqual(PAGE_PATHS.filter((path) => path !== PAGE.console).sort())
  })
})

describe('aliasUrl', () => {
  it('keeps the query and gives a seed-named parameter under our name', () => {
    expect(aliasUrl(PAGE.orderDetail, '?orderId=HK123&from=push', { rename: { order_id: ['orderId', 'id'] } })).toBe(
      '/mainFlow/pages/order/detail/index?orderId=HK123&from=push&order_id=HK123',
    )
  })

  it('leaves our own name alone when the address has it', () => {
    expect(aliasUrl(PAGE.pay, 'order_id=A&orderId=B', { rename: { order_id: ['orderId'] } })).toBe('/orderPlus/pages/public/pay/index?order_id=A&orderId=B')
  })

  it('adds a default only when the address has none', () => {
    expect(aliasUrl(PAGE.richText, '', { defaults: { type: 'memberTreaty' } })).toBe('/memberPlus/pages/richText/index?type=memberTreaty')
    expect(aliasUrl(PAGE.richText, '?type=userPrivacyTreaty', { defaults: { type: 'memberTreaty' } })).toBe('/memberPlus/pages/richText/index?type=userPrivacyTreaty')
    expect(aliasUrl(PAGE.orderList, '')).toBe('/pages/order/index/index')
  })

  it('firstParam reads the first of several names the address carries', () => {
    expect(firstParam('?id=&code=C1', ['couponCode', 'id', 'code'])).toBe('C1')
    expect(firstParam('', ['code'])).toBeNull()
  })
})
