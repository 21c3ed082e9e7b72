// The rewards journey of issue 19 in one go, in a real browser against a qsr-server started with
// QSR_DEV=1 and QSR_ADMIN_TOKEN: a member earns points by ordering (paid from the wallet: HK$1 ->
// 1 point in the demo brand), exchanges them in the points mall for a gift collected at a store,
// draws on a lucky wheel whose only prize is a coupon (put up through the admin API, so the
// outcome is known), and finds the coupon in the wallet. The points balance is checked against
// the server at every step.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices
const DAY = 86_400_000

let browser
useBrowser((launched) => (browser = launched))

const balanceOf = async (member) => (await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points

/** Seven plates of fried beef noodles ordered and paid from the wallet: the points they earn. */
async function earnByOrdering(member) {
  const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}` })
  await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '500' }, headers: key('topup') }))
  await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num: 7 } }))
  const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
  await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))
  const earned = await balanceOf(member)
  assert.ok(earned >= 406, `seven $58 plates earn at least 406 points (got ${earned})`)
  return earned
}

describe('rewards journey', () => {
  test('a member earns points by ordering, exchanges them for a gift, draws a coupon and finds it in the wallet', async () => {
    // The cheapest gift on sale, and a wheel whose only prize is a coupon of the brand's.
    const shelf = await ok(call('GET', '/v1/mall/index'))
    const item = shelf.items.filter((x) => !x.soldOut && x.stock > 0).sort((a, b) => a.points - b.points)[0]
    assert.ok(item && item.points <= 396, 'the demo mall has a gift within what the order earns, less a draw')
    const { list: templates } = await admin('GET', '/admin/v1/coupon/templates')
    const template = templates[0]
    const now = Date.now()
    const wheel = await admin('POST', '/admin/v1/draws', {
      kind: 'wheel', title: { 'zh-HK': `旅程轉盤 ${now}`, 'zh-CN': `旅程转盘 ${now}`, en: `Journey wheel ${now}` },
      costPoints: 10, startsAt: now - DAY, endsAt: now + DAY, status: 'live',
    })
    await admin('POST', '/admin/v1/draws/prizes', { activityId: wheel.id, kind: 'coupon', templateId: template.templateId, name: `${template.name}券`, weight: 1, stock: 100 })

    const member = await newMember()
    const earned = await earnByOrdering(member)
    const { page, context, errors } = await openPhone(browser, { member })

    // The points mall: the earned points on the tab, the gift exchanged for pickup at the store.
    await page.getByRole('navigation', { name: '港灣廚房' }).getByRole('button', { name: '積分商城' }).click()
    await page.getByTestId('mall-balance').filter({ hasText: earned.toLocaleString('en') }).waitFor()
    await page.locator(`[data-testid="mall-item"][data-id="${item.id}"]`).click()
    await page.getByTestId('mall-exchange').click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}`)
    // The store row opens the pickup-store page (choiceStore), which comes back with the store chosen.
    await page.getByTestId('mall-pickup-store').click()
    const stores = page.getByTestId('pickup-store-list')
    await stores.locator(`[data-testid="store-card"][data-sid="${STORE}"] button`).first().click()
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${STORE}"]`).waitFor()
    await page.getByTestId('mall-confirm').click()
    await page.waitForURL('**/integralMall/pages/orderItemDetail/index?order_no=*')
    assert.match((await page.getByTestId('mall-pickup-code').innerText()).trim(), /^\d{6}$/)
    await screenshot(page, 'journey-01-gift-exchanged')
    const afterGift = earned - item.points
    assert.equal(await balanceOf(member), afterGift)

    // The Rewards tab (the exchange's page has no tab bar: back to the mall's tab first), the
    // wheel, a draw for 10 points, the coupon won.
    await page.goto('/pages/integralMall/index')
    await page.getByRole('navigation', { name: '港灣廚房' }).getByRole('button', { name: '領獎賞' }).click()
    await page.locator(`[data-testid="draw-activity"][data-id="${wheel.id}"]`).click()
    assert.equal(await page.getByTestId('draw-balance').innerText(), afterGift.toLocaleString('en'))
    await page.getByTestId('draw-button').click()
    const result = page.getByRole('dialog', { name: '恭喜你！' })
    await result.waitFor({ timeout: 15_000 })
    assert.match(await result.innerText(), /優惠券已放入你的錢包/)
    await screenshot(page, 'journey-02-coupon-won')
    assert.equal(await balanceOf(member), afterGift - 10)

    // The wallet: the coupon the draw gave, under the template's name.
    const [prize] = (await ok(call('GET', '/v1/activity/prizes?pageNum=1&pageSize=20', { token: member.token }))).list
    await result.getByRole('button', { name: '查看優惠券' }).click()
    await page.waitForURL(`**/member/pages/voucher/voucherDetail/index?couponCode=${prize.couponCode}`)
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.locator(`[data-testid="coupon-card"][data-code="${prize.couponCode}"]`).filter({ hasText: template.name }).waitFor()
    await screenshot(page, 'journey-03-coupon-in-wallet')

    // The points history tells the whole story: earned, exchanged, drawn.
    const { list: ledger } = await ok(call('GET', '/v1/member/point/records?pageNum=1&pageSize=20', { token: member.token }))
    assert.deepEqual(ledger.map((r) => r.reason).slice(0, 3), ['draw', 'exchange', 'earn'])
    assert.deepEqual(errors, [])
    await context.close()
  })
})
