// The points mall (issue 19) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN: a member who earned points at a till (a sale recorded against their member
// code, as in the membership journey) opens the centre tab, opens an item, exchanges it for pickup
// at a store, sees the pickup code, and finds the exchange in "my exchanges"; then cancels one and
// has the points back; the pickup store's staff hand an exchange over in the store console by the
// member's pickup code; and the pages at phone and tablet widths in the three languages.
//
// The demo brand must have an item on sale with stock in the mall (GET /v1/mall/index): the
// journeys exchange the cheapest such item (goods collected at a store, points only), one unit
// at a time.
//
// The second half (points mall v2): two goods through the cart collected at a store; goods with a
// cash part delivered, paid on the sandbox card page, shipped by the admin and received; a coupon
// package whose coupons land in the wallet (each code with its coupon's name); some of the cart's
// lines ticked and exchanged, the others kept; the pickup-store page (choiceStore); the order
// list's points-exchange tab; and the new pages at phone and tablet widths in the three languages. The demo brand must have goods
// delivered with a cash part, and a coupon package.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { BASE_URL, screenshot, trackRequests, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const STORE_NAME = '旺角西洋菜南街店（24小時）'
const MALL_TAB = '/pages/integralMall/index'

let browser
useBrowser((launched) => (browser = launched))

/**
 * Gives the member points the way a till does: a colleague made staff of the demo store records a
 * sale of HK$`amount` against the member's code (HK$1 -> 1 point in the demo brand). The points earned.
 */
async function givePoints(member, amount) {
  const cashier = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: cashier.memberId, sid: STORE })
  const { code } = await ok(call('GET', '/v1/member/code', { token: member.token }))
  const sale = await ok(call('POST', '/v1/console/member-code/sale', { token: cashier.token, body: { code, receiptNo: `MALL-${member.phone}`, amount: String(amount) } }))
  assert.ok(sale.points >= amount, `the till sale earned ${sale.points} points for HK$${amount}`)
  return sale.points
}

/** The cheapest goods on sale with stock, collected at a store for points alone, stocked centrally (what every journey exchanges). */
async function cheapestItem() {
  const shelf = await ok(call('GET', '/v1/mall/index'))
  const pickup = (x) => (x.kind ?? 'goods') === 'goods' && ['pickup', 'both', undefined].includes(x.fulfilment) && !Number(x.cash ?? 0) && !x.perStore
  const item = shelf.items.filter((x) => pickup(x) && !x.soldOut && x.stock > 0).sort((a, b) => a.points - b.points)[0]
  assert.ok(item, 'the points mall needs goods on sale with stock, collected at a store for points alone (GET /v1/mall/index)')
  return item
}

const balanceOf = async (member) => (await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points

/** A member with points for two units of `item`, and a visit on a phone with no store chosen yet. */
async function memberWithPoints(item, options = {}) {
  const member = await newMember()
  const earned = await givePoints(member, item.points * 2)
  return { member, earned, ...(await openPhone(browser, { member, ...options })) }
}

describe('points mall', () => {
  test('a member exchanges points for an item collected at a store, shows the pickup code, and finds it in my exchanges', async () => {
    const item = await cheapestItem()
    const { member, earned, page, context, errors } = await memberWithPoints(item)

    // The centre tab: the balance at the top, the items two to a row.
    await page.getByRole('navigation', { name: '港灣廚房' }).getByRole('button', { name: '積分商城' }).click()
    await page.waitForURL(`**${MALL_TAB}`)
    await page.getByTestId('mall-balance').filter({ hasText: earned.toLocaleString('en') }).waitFor()
    const card = page.locator(`[data-testid="mall-item"][data-id="${item.id}"]`)
    await card.waitFor()
    assert.match(await card.innerText(), new RegExp(`${item.points.toLocaleString('en')} 積分`))
    await screenshot(page, 'mall-01-tab')

    // The item: its points, the stock left, the member's limit, and the exchange button.
    await card.click()
    await page.waitForURL(`**/integralMall/pages/detail/index?id=${item.id}`)
    await page.getByTestId('mall-item-title').filter({ hasText: item.title }).waitFor()
    assert.match(await page.getByTestId('mall-item-facts').innerText(), new RegExp(`尚餘 ${item.stock} 件`))
    assert.match(await page.getByTestId('mall-item-bought').innerText(), /你已兌換 0 件/)
    await screenshot(page, 'mall-02-item', { fullPage: true })
    await page.getByTestId('mall-exchange').click()

    // Confirm: no store chosen yet, so the member picks the pickup store on the store page
    // (integralMall/pages/choiceStore), which comes back with it chosen.
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}`)
    await page.getByTestId('mall-pickup-store').filter({ hasText: '請選擇門店' }).click()
    await page.waitForURL(`**/integralMall/pages/choiceStore/index?id=${item.id}&qty=1`)
    await page.getByTestId('choice-store-goods').filter({ hasText: `${item.title} × 1` }).waitFor()
    const stores = page.getByTestId('pickup-store-list')
    await stores.locator(`[data-testid="store-card"][data-sid="${STORE}"]`).waitFor()
    await screenshot(page, 'mall-03-pickup-stores')
    await stores.locator(`[data-testid="store-card"][data-sid="${STORE}"] button`).first().click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}&sid=${STORE}`)
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${STORE}"]`).filter({ hasText: STORE_NAME }).waitFor()
    // The store page went back: one step back is the item, not the store list.
    await page.goBack()
    await page.waitForURL(`**/integralMall/pages/detail/index?id=${item.id}`)
    await page.goForward()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}&sid=${STORE}`)
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${STORE}"]`).filter({ hasText: STORE_NAME }).waitFor()
    assert.equal(await page.getByTestId('mall-total-points').innerText(), item.points.toLocaleString('en'))
    assert.equal(await page.getByTestId('mall-balance-after').innerText(), (earned - item.points).toLocaleString('en'))
    await screenshot(page, 'mall-04-confirm', { fullPage: true })

    // Exchanged: the exchange's page with the pickup code for the counter.
    await page.getByTestId('mall-confirm').click()
    await page.waitForURL('**/integralMall/pages/orderItemDetail/index?order_no=*')
    const orderNo = new URL(page.url()).searchParams.get('order_no')
    await page.locator('[data-testid="mall-order-status"][data-status="waiting_pickup"]').waitFor()
    const code = (await page.getByTestId('mall-pickup-code').innerText()).trim()
    assert.match(code, /^\d{6}$/)
    assert.equal(await page.getByTestId('mall-order-store').innerText(), STORE_NAME)
    assert.equal(await page.getByTestId('mall-order-points').innerText(), item.points.toLocaleString('en'))
    await screenshot(page, 'mall-05-pickup-code', { fullPage: true })

    // The server agrees: the points are taken, the exchange is the member's, with that code.
    assert.equal(await balanceOf(member), earned - item.points)
    const saved = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${orderNo}`, { token: member.token }))
    assert.deepEqual([saved.pickupCode, saved.sid, saved.quantity, saved.points], [code, STORE, 1, item.points])

    // My exchanges, from the tab's balance card: the exchange first, waiting for pickup.
    await page.goto(MALL_TAB)
    await page.getByTestId('mall-balance').filter({ hasText: (earned - item.points).toLocaleString('en') }).waitFor()
    await page.getByRole('button', { name: '兌換記錄' }).click()
    await page.waitForURL('**/integralMall/pages/integralOrder/index')
    const row = page.getByTestId('mall-order').first()
    await row.waitFor()
    assert.equal(await row.getAttribute('data-order-no'), orderNo)
    assert.equal(await row.getAttribute('data-status'), 'waiting_pickup')
    assert.match(await row.innerText(), new RegExp(`待取貨[\\s\\S]*取貨碼 ${code}`))
    await screenshot(page, 'mall-06-exchanges')
    await row.click()
    await page.waitForURL(`**/integralMall/pages/orderItemDetail/index?order_no=${orderNo}`)
    await page.getByTestId('mall-pickup-code').filter({ hasText: code }).waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member cancels an exchange waiting for pickup and has the points back', async () => {
    const item = await cheapestItem()
    const { member, earned, page, context, errors } = await memberWithPoints(item, { store: STORE })
    const order = await ok(
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, fulfilment: 'pickup', sid: STORE }, headers: { 'Idempotency-Key': `mall-${member.phone}` } }),
    )
    await page.goto(`/integralMall/pages/orderItemDetail/index?order_no=${order.order_no}`)
    await page.getByTestId('mall-order-cancel').click()
    const dialog = page.getByRole('dialog').filter({ hasText: '確定取消這次兌換？' })
    await screenshot(page, 'mall-07-cancel-confirm')
    await dialog.getByRole('button', { name: '確定取消' }).click()
    await page.locator('[data-testid="mall-order-status"][data-status="cancelled"]').waitFor()
    await page.getByText(/積分已退回你的帳戶/).waitFor()
    assert.equal(await page.getByTestId('mall-pickup-code').count(), 0)
    assert.equal(await page.getByTestId('mall-order-cancel').count(), 0)
    await screenshot(page, 'mall-08-cancelled')
    assert.equal(await balanceOf(member), earned)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("the pickup store's staff type the member's pickup code in the console and hand the gift over", async () => {
    const item = await cheapestItem()
    const { member, page, context, errors } = await memberWithPoints(item, { store: STORE })
    const order = await ok(
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, fulfilment: 'pickup', sid: STORE }, headers: { 'Idempotency-Key': `mall-pickup-${member.phone}` } }),
    )
    // The member shows the exchange's pickup code at the counter.
    await page.goto(`/integralMall/pages/orderItemDetail/index?order_no=${order.order_no}`)
    await page.locator('[data-testid="mall-order-status"][data-status="waiting_pickup"]').waitFor()
    const code = (await page.getByTestId('mall-pickup-code').innerText()).trim()
    assert.equal(code, order.pickupCode)

    // A colleague made staff of the pickup store opens the console's gift pickups (390 px wide).
    const staff = await newMember()
    await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
    const counter = await openPhone(browser, { member: staff })
    await counter.page.goto('/console')
    await counter.page.getByTestId('console-mall-tab').click()
    const panel = counter.page.getByTestId('mall-pickups')
    const row = panel.locator(`[data-testid="mall-pickup-order"][data-order-no="${order.order_no}"]`)
    await row.waitFor()
    const rowText = (await row.innerText()).replace(/\s+/g, ' ')
    for (const part of [`${item.title} ×1`, `取貨碼 ${code}`, `兌換編號 ${order.order_no}`]) assert.ok(rowText.includes(part), `"${part}" in "${rowText}"`)
    await screenshot(counter.page, 'mall-09-console-pickups')

    // The code is checked before it is sent, then the gift is handed over: the panel names it and the row goes.
    const field = panel.getByLabel('取貨碼', { exact: true })
    await field.fill(code.slice(0, 5))
    await panel.getByRole('button', { name: '交收禮品', exact: true }).click()
    await panel.getByRole('alert').filter({ hasText: '取貨碼是 6 位數字' }).waitFor()
    await field.fill(code)
    await screenshot(counter.page, 'mall-10-console-code-typed')
    await panel.getByRole('button', { name: '交收禮品', exact: true }).click()
    const done = panel.getByTestId('mall-pickup-done')
    await done.filter({ hasText: `已交收：${item.title} ×1` }).waitFor()
    assert.equal(await done.getAttribute('data-order-no'), order.order_no)
    await row.waitFor({ state: 'detached' })
    assert.equal(await field.inputValue(), '')
    await screenshot(counter.page, 'mall-11-console-handed-over')

    // The same code again: the server's words under the field (nothing waits with it any more).
    await field.fill(code)
    await panel.getByRole('button', { name: '交收禮品', exact: true }).click()
    await panel.getByTestId('mall-pickup-error').waitFor()
    assert.deepEqual(counter.errors, [])
    await counter.context.close()

    // The member's exchange says it was collected.
    const collected = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${order.order_no}`, { token: member.token }))
    assert.equal(collected.status, 'finished')
    await page.reload()
    await page.locator('[data-testid="mall-order-status"][data-status="finished"]').filter({ hasText: '已取貨' }).waitFor()
    await page.getByText(/已於 .+ 取貨/).waitFor()
    assert.equal(await page.getByTestId('mall-pickup-code').count(), 0)
    assert.equal(await page.getByTestId('mall-order-cancel').count(), 0)
    await screenshot(page, 'mall-12-collected', { fullPage: true })
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a visitor is asked to sign in, and the pages read well at 360, 390 and 768 px in three languages', async () => {
    const item = await cheapestItem()
    // A visitor sees the shelf and is asked to sign in before exchanging.
    const visit = await openPhone(browser)
    await visit.page.goto(MALL_TAB)
    await visit.page.getByTestId('mall-sign-in').waitFor()
    await visit.page.goto(`/integralMall/pages/detail/index?id=${item.id}`)
    await visit.page.getByTestId('mall-sign-in-to-exchange').click()
    await visit.page.waitForURL('**/account/pages/public/auth/index?oldUrl=*')
    assert.deepEqual(visit.errors, [])
    await visit.context.close()

    // A member with one exchange waiting and points for one more.
    const member = await newMember()
    await givePoints(member, item.points * 2)
    const order = await ok(
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, fulfilment: 'pickup', sid: STORE }, headers: { 'Idempotency-Key': `mall-${member.phone}` } }),
    )
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await page.goto(MALL_TAB)
        await page.getByTestId('mall-item').first().waitFor()
        await screenshot(page, `mall-tab-${lang}-${width}`, { fullPage: true })
        await page.goto(`/integralMall/pages/detail/index?id=${item.id}`)
        await page.getByTestId('mall-exchange').waitFor()
        await screenshot(page, `mall-item-${lang}-${width}`, { fullPage: true })
        await page.goto(`/integralMall/pages/confirmOrder/index?id=${item.id}`)
        await page.locator(`[data-testid="mall-pickup-store"][data-sid="${STORE}"]`).waitFor()
        await screenshot(page, `mall-confirm-${lang}-${width}`, { fullPage: true })
        await page.goto('/integralMall/pages/integralOrder/index')
        await page.getByTestId('mall-order').first().waitFor()
        await screenshot(page, `mall-exchanges-${lang}-${width}`)
        await page.goto(`/integralMall/pages/orderItemDetail/index?order_no=${order.order_no}`)
        await page.getByTestId('mall-pickup-code').waitFor()
        await screenshot(page, `mall-pickup-code-${lang}-${width}`, { fullPage: true })
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })
})

// ---- The second half (points mall v2)

const CENTRAL = { lat: 22.2819, lng: 114.1566 }
const ORDER_LIST = '/pages/order/index/index'
const cashOf = (x) => Number(x.cash ?? 0)
const onSale = (x) => !x.soldOut && (x.perStore || x.stock > 0)

/** The shelf's items that pass `test`, cheapest first; fails naming what the demo data lacks. */
async function itemsWhere(test, what, count = 1) {
  const shelf = await ok(call('GET', '/v1/mall/index'))
  const items = shelf.items.filter((x) => onSale(x) && test(x)).sort((a, b) => a.points - b.points)
  assert.ok(items.length >= count, `the points mall needs ${count} × ${what} on sale (GET /v1/mall/index)`)
  return items.slice(0, count)
}

/** Goods collected at a store for points alone, stocked centrally. */
const pickupGoods = (count) => itemsWhere((x) => x.kind === 'goods' && ['pickup', 'both'].includes(x.fulfilment) && !cashOf(x) && !x.perStore, 'goods collected at a store for points alone', count)
/** Goods delivered, with a cash part. */
const deliveredWithCash = async () => (await itemsWhere((x) => x.kind === 'goods' && ['delivery', 'both'].includes(x.fulfilment) && cashOf(x) > 0 && x.stock > 0, 'goods delivered with a cash part'))[0]
/** Goods stocked per store for points alone, with the stores that stock them (and those of them with some left). */
async function perStoreGoods() {
  const [item] = await itemsWhere((x) => x.kind === 'goods' && x.perStore && !cashOf(x), 'goods stocked per store')
  const detail = await ok(call('GET', `/v1/mall/goods/detail?id=${item.id}`))
  return { item, detail, stocked: detail.stores.filter((store) => store.stock > 0) }
}
/** A coupon package for points alone. */
const couponPackage = async () => (await itemsWhere((x) => x.kind === 'coupons' && !cashOf(x), 'a coupon package for points alone'))[0]

/** "300 積分", "300 積分 + $10": how the app writes an item's price in zh-HK. */
const priceText = (item, quantity = 1) => `${(item.points * quantity).toLocaleString('en')} 積分${cashOf(item) ? ` + $${+(cashOf(item) * quantity).toFixed(2)}` : ''}`

/** A saved delivery address of the member's (Central), their default. */
const saveAddress = (member) =>
  ok(call('POST', '/v1/address', { token: member.token, body: { consignee: '陳大文', areaCode: '852', phone: member.phone, address: '中環皇后大道中 1 號', houseNumber: '12 樓 A 室', ...CENTRAL, isDefault: true } }))

const submitKey = (what, member) => ({ 'Idempotency-Key': `${what}-${member.phone}` })

/** A delivered exchange with a cash part, paid on the sandbox gateway as the app would, and shipped by the admin. */
async function shippedDelivery(member, item) {
  const address = await saveAddress(member)
  const order = await ok(call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, fulfilment: 'delivery', addressId: address.id }, headers: submitKey('deliver', member) }))
  assert.equal(order.status, 'pending_payment')
  const started = await ok(call('POST', '/v1/trade/point/order/pay', { token: member.token, body: { order_no: order.order_no, success_url: `/integralMall/pages/integralPay/index?order_no=${order.order_no}` }, headers: submitKey('pay', member) }))
  await fetch(`${BASE_URL}${started.payUrl}/approve`, { method: 'POST' })
  await ok(call('POST', '/v1/dev/payments/settle', { token: member.token, body: {} }))
  const paid = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${order.order_no}`, { token: member.token }))
  assert.equal(paid.status, 'waiting_shipment')
  return admin('POST', '/admin/v1/mall/orders/ship', { order_no: order.order_no, carrier: '順豐速運', trackingNo: `SF${member.phone}` })
}

describe('points mall, second half', () => {
  test('a member puts two goods in the mall cart, checks out for pickup at a store, and the exchange waits there', async () => {
    const [first, second] = await pickupGoods(2)
    const member = await newMember()
    const earned = await givePoints(member, first.points * 2 + second.points)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    // Each item's page puts one in the cart.
    for (const item of [first, second]) {
      await page.goto(`/integralMall/pages/detail/index?id=${item.id}`)
      await page.getByTestId('mall-item-title').filter({ hasText: item.title }).waitFor()
      await page.getByTestId('mall-add-to-cart').click()
      await page.getByText('已加入購物車').waitFor()
    }

    // The tab's cart entry counts them.
    await page.goto(MALL_TAB)
    const cartButton = page.locator('[data-testid="mall-cart-button"][data-count="2"]')
    await cartButton.waitFor()
    await screenshot(page, 'mall-v2-01-tab-cart')
    await page.getByRole('button', { name: '購物車，共 2 件' }).click()
    await page.waitForURL('**/integralMall/pages/shoppingCart/index')

    // The cart: one more of the first, the totals follow.
    const firstLine = page.locator(`[data-testid="mall-cart-line"][data-item-id="${first.id}"]`)
    await firstLine.waitFor()
    await firstLine.getByRole('button', { name: '增加數量' }).click()
    await page.locator(`[data-testid="mall-cart-line"][data-item-id="${first.id}"][data-quantity="2"]`).waitFor()
    const total = first.points * 2 + second.points
    await page.getByTestId('mall-cart-total').filter({ hasText: `${total.toLocaleString('en')} 積分` }).waitFor()
    assert.equal(await page.getByTestId('mall-cart-balance').innerText(), earned.toLocaleString('en'))
    await screenshot(page, 'mall-v2-02-cart', { fullPage: true })

    // Check out: collected at the app's store.
    await page.getByTestId('mall-cart-checkout').click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?cart=1&lines=${first.id}%2C${second.id}`)
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${STORE}"]`).filter({ hasText: STORE_NAME }).waitFor()
    assert.equal(await page.getByTestId('mall-total-points').innerText(), total.toLocaleString('en'))
    assert.equal(await page.getByTestId('mall-confirm-lines').locator('li').count(), 2)
    await screenshot(page, 'mall-v2-03-confirm-cart', { fullPage: true })
    await page.getByTestId('mall-confirm').click()

    // The exchange waits for pickup, with both lines and a code.
    await page.waitForURL('**/integralMall/pages/orderItemDetail/index?order_no=*')
    const orderNo = new URL(page.url()).searchParams.get('order_no')
    await page.locator('[data-testid="mall-order-status"][data-status="waiting_pickup"]').waitFor()
    assert.match((await page.getByTestId('mall-pickup-code').innerText()).trim(), /^\d{6}$/)
    assert.equal(await page.getByTestId('mall-order-lines').locator('li').count(), 2)
    await screenshot(page, 'mall-v2-04-cart-exchanged', { fullPage: true })

    // The server agrees, and the cart is empty.
    const saved = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${orderNo}`, { token: member.token }))
    assert.deepEqual([saved.status, saved.fulfilment, saved.sid, saved.points, saved.lines.length], ['waiting_pickup', 'pickup', STORE, total, 2])
    assert.equal((await ok(call('GET', '/v1/mall/cart', { token: member.token }))).lines.length, 0)
    assert.equal(await balanceOf(member), earned - total)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('goods with a cash part are delivered: paid on the card page, shipped, and the member confirms receipt', async () => {
    const item = await deliveredWithCash()
    const member = await newMember()
    await givePoints(member, item.points + 50)
    await saveAddress(member)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    // The item says its cash part.
    await page.goto(`/integralMall/pages/detail/index?id=${item.id}`)
    await page.getByTestId('mall-item-points').filter({ hasText: priceText(item) }).waitFor()
    await screenshot(page, 'mall-v2-05-item-cash', { fullPage: true })
    await page.getByTestId('mall-exchange').click()

    // Confirm: delivered to the default address, the cash part to pay.
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}`)
    if (item.fulfilment === 'both') await page.getByRole('radio', { name: '送貨上門' }).click()
    await page.getByTestId('mall-delivery-address').filter({ hasText: '陳大文' }).waitFor()
    assert.equal(await page.getByTestId('mall-total-cash').innerText(), `$${cashOf(item)}`)
    await screenshot(page, 'mall-v2-06-confirm-delivery', { fullPage: true })
    await page.getByTestId('mall-confirm').click()

    // The sandbox card page, then back to the payment's result.
    await page.waitForURL('**/sandbox/pay/**')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL('**/integralMall/pages/integralPay/index?**')
    const orderNo = new URL(page.url()).searchParams.get('order_no')
    await page.locator('[data-testid="mall-pay-result"][data-paid="true"]').waitFor({ timeout: 30_000 })
    await screenshot(page, 'mall-v2-07-paid')
    await page.getByTestId('mall-pay-see-order').click()
    await page.locator('[data-testid="mall-order-status"][data-status="waiting_shipment"]').waitFor()
    await page.getByTestId('mall-order-address').filter({ hasText: '中環皇后大道中 1 號' }).waitFor()
    await screenshot(page, 'mall-v2-08-waiting-shipment', { fullPage: true })

    // The shop ships it; the member sees the carrier and tracking number, and confirms receipt.
    const tracking = `SF${member.phone}`
    await admin('POST', '/admin/v1/mall/orders/ship', { order_no: orderNo, carrier: '順豐速運', trackingNo: tracking })
    await page.reload()
    await page.locator('[data-testid="mall-order-status"][data-status="shipped"]').filter({ hasText: '已發貨' }).waitFor()
    assert.equal(await page.getByTestId('mall-order-carrier').innerText(), '順豐速運')
    assert.equal(await page.getByTestId('mall-order-tracking').innerText(), tracking)
    assert.equal(await page.getByTestId('mall-order-cancel').count(), 0)
    await screenshot(page, 'mall-v2-09-shipped', { fullPage: true })
    await page.getByTestId('mall-order-receive').click()
    await page.getByRole('dialog').getByRole('button', { name: '確認收貨' }).click()
    await page.locator('[data-testid="mall-order-status"][data-status="finished"]').filter({ hasText: '已收貨' }).waitFor()
    assert.equal(await page.getByTestId('mall-order-receive').count(), 0)

    const saved = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${orderNo}`, { token: member.token }))
    assert.deepEqual([saved.status, saved.fulfilment, saved.carrier, saved.trackingNo], ['finished', 'delivery', '順豐速運', tracking])
    assert.ok(saved.paidAt && saved.shippedAt && saved.finishedAt)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("a coupon package's coupons land in the member's wallet", async () => {
    const pack = await couponPackage()
    const member = await newMember()
    await givePoints(member, pack.points)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    // The package's page lists its coupons; a package does not go in the cart.
    await page.goto(`/integralMall/pages/detail/index?id=${pack.id}`)
    const contents = page.getByTestId('mall-package-coupons')
    await contents.waitFor()
    const detail = await ok(call('GET', `/v1/mall/goods/detail?id=${pack.id}`))
    for (const coupon of detail.coupons) await contents.locator('li').filter({ hasText: coupon.name }).filter({ hasText: `× ${coupon.count} 張` }).waitFor()
    assert.equal(await page.getByTestId('mall-add-to-cart').count(), 0)
    await screenshot(page, 'mall-v2-10-package', { fullPage: true })
    await page.getByTestId('mall-exchange').click()

    // Confirm asks for no store or address; the exchange is finished with its codes.
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${pack.id}`)
    await page.getByText('兌換後，優惠券會即時存入你的錢包。').first().waitFor()
    assert.equal(await page.getByTestId('mall-pickup-store').count(), 0)
    await page.getByTestId('mall-confirm').click()
    await page.waitForURL('**/integralMall/pages/orderItemDetail/index?order_no=*')
    await page.locator('[data-testid="mall-order-status"][data-status="finished"]').filter({ hasText: '已發券' }).waitFor()
    const expected = detail.coupons.reduce((sum, coupon) => sum + coupon.count, 0)
    const codes = await page.getByTestId('mall-coupon-code').allInnerTexts()
    assert.equal(codes.length, expected)
    // Each code with its coupon's name, as the package listed them (and the server answers).
    const issued = page.getByTestId('mall-issued-coupon')
    const named = (await ok(call('GET', `/v1/trade/point/order/detail?order_no=${new URL(page.url()).searchParams.get('order_no')}`, { token: member.token }))).coupons
    assert.deepEqual(named.map((coupon) => coupon.code), codes.map((code) => code.trim()))
    for (const [index, coupon] of named.entries()) {
      assert.ok(detail.coupons.some((inPack) => inPack.name === coupon.name), `${coupon.name} is one of the package's coupons`)
      const shown = await issued.nth(index).innerText()
      assert.ok(shown.includes(coupon.name) && shown.indexOf(coupon.name) < shown.indexOf(coupon.code), `"${shown}" names ${coupon.name} over ${coupon.code}`)
    }
    await screenshot(page, 'mall-v2-11-package-exchanged', { fullPage: true })

    // In the wallet.
    const wallet = await ok(call('GET', '/v1/member/coupon/page?tab=usable&pageSize=50', { token: member.token }))
    for (const code of codes) assert.ok(wallet.list.some((coupon) => coupon.couponCode === code.trim()), `${code} in the wallet`)
    await page.getByTestId('mall-to-wallet').click()
    await page.waitForURL('**/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: detail.coupons[0].name }).first().waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('goods stocked per store are offered only at the stores that stock them, a store with none disabled', async () => {
    const { item, detail, stocked } = await perStoreGoods()
    const empty = detail.stores.filter((store) => store.stock === 0)
    assert.ok(stocked.length > 0 && !detail.stores.some((store) => store.sid === STORE), 'the demo item stocked per store is not stocked at the 24-hour store')
    const member = await newMember()
    await givePoints(member, item.points)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    // The app's store does not hand it over, so none is chosen; "Confirm" asks for one in a sheet
    // (the store page's list) that offers only the stocking stores.
    await page.goto(`/integralMall/pages/confirmOrder/index?id=${item.id}`)
    await page.getByTestId('mall-pickup-store').filter({ hasText: '請選擇門店' }).waitFor()
    await page.getByTestId('mall-confirm').click()
    const sheet = page.getByTestId('pickup-store-sheet')
    await sheet.locator(`[data-testid="store-card"][data-sid="${stocked[0].sid}"]`).filter({ hasText: `此門店尚餘 ${stocked[0].stock} 件` }).waitFor()
    const listed = await sheet.getByTestId('store-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-sid'))))
    assert.deepEqual([...listed].sort(), detail.stores.map((store) => store.sid).sort())
    for (const store of empty) assert.equal(await sheet.locator(`[data-testid="store-card"][data-sid="${store.sid}"] button`).first().isDisabled(), true)
    await screenshot(page, 'mall-v2-14-stores-per-store')
    await sheet.locator(`[data-testid="store-card"][data-sid="${stocked[0].sid}"] button`).first().click()
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${stocked[0].sid}"]`).waitFor()
    await page.getByTestId('mall-confirm').click()
    await page.locator('[data-testid="mall-order-status"][data-status="waiting_pickup"]').waitFor()
    const orderNo = new URL(page.url()).searchParams.get('order_no')
    assert.equal((await ok(call('GET', `/v1/trade/point/order/detail?order_no=${orderNo}`, { token: member.token }))).sid, stocked[0].sid)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member ticks some of the cart lines, sees what they come to, and exchanges only those; the others stay in the cart', async () => {
    const [first, second, third] = await pickupGoods(3)
    const member = await newMember()
    const earned = await givePoints(member, first.points + second.points + third.points)
    for (const item of [first, second, third]) await ok(call('POST', '/v1/mall/cart', { token: member.token, body: { itemId: item.id, quantity: 1 } }))
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/integralMall/pages/shoppingCart/index')
    const all = page.getByRole('checkbox', { name: '全選' })
    await page.getByTestId('mall-cart-line').nth(2).waitFor()
    assert.equal(await all.isChecked(), true)
    const total = (...items) => `${items.reduce((sum, item) => sum + item.points, 0).toLocaleString('en')} 積分`
    await page.getByTestId('mall-cart-total').filter({ hasText: total(first, second, third) }).waitFor()

    // Select all off: nothing to check out, and the bar says why.
    await all.click()
    await page.getByTestId('mall-block-reason').filter({ hasText: '請先選取要兌換的禮品' }).waitFor()
    assert.equal(await page.getByTestId('mall-cart-checkout').isDisabled(), true)
    // The first and the third ticked: their total, and the second stays in the cart unticked.
    await page.getByRole('checkbox', { name: `選取${first.title}` }).click()
    await page.getByRole('checkbox', { name: `選取${third.title}` }).click()
    await page.getByTestId('mall-cart-total').filter({ hasText: total(first, third) }).waitFor()
    await page.getByText('已選合共（2 件）').waitFor()
    assert.equal(await all.isChecked(), false)
    assert.equal(await page.locator(`[data-testid="mall-cart-line"][data-item-id="${second.id}"]`).getAttribute('data-ticked'), 'false')
    await screenshot(page, 'mall-v2-15-cart-ticked', { fullPage: true })

    // The ticks survive a trip to the confirm page and back.
    await page.getByTestId('mall-cart-checkout').click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?cart=1&lines=${first.id}%2C${third.id}`)
    await page.getByTestId('mall-confirm-lines').locator('li').nth(1).waitFor()
    assert.equal(await page.getByTestId('mall-confirm-lines').locator('li').count(), 2)
    const cartReads = trackRequests(page, (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/v1/mall/cart')
    await page.goBack()
    await page.getByTestId('mall-cart-total').filter({ hasText: total(first, third) }).waitFor()
    assert.equal(await page.getByRole('checkbox', { name: `選取${second.title}` }).isChecked(), false)
    await page.getByTestId('mall-cart-checkout').click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?cart=1&lines=*`)
    await page.getByTestId('mall-total-points').filter({ hasText: (first.points + third.points).toLocaleString('en') }).waitFor()

    // Meanwhile the third leaves the cart on another device: the exchange is refused in the
    // member's words, nothing is taken, and the page shows what is left of the ticked lines.
    // (After the page's own re-read of the cart on arrival; a removal before it shows the page
    // without the third instead, which is right but not what this step checks.)
    await cartReads.quiet()
    cartReads.stop()
    await ok(call('POST', '/v1/mall/cart', { token: member.token, body: { itemId: third.id, quantity: 0 } }))
    await page.getByTestId('mall-confirm').click()
    await page.getByText('所選禮品已不在購物車內，請返回購物車重新選擇').waitFor()
    assert.equal(await balanceOf(member), earned)
    await page.getByTestId('mall-total-points').filter({ hasText: first.points.toLocaleString('en') }).waitFor()
    assert.equal(await page.getByTestId('mall-confirm-lines').locator('li').count(), 1)

    // Exchanged: the first only; the second is still in the cart.
    await page.getByTestId('mall-confirm').click()
    await page.waitForURL('**/integralMall/pages/orderItemDetail/index?order_no=*')
    const orderNo = new URL(page.url()).searchParams.get('order_no')
    const saved = await ok(call('GET', `/v1/trade/point/order/detail?order_no=${orderNo}`, { token: member.token }))
    assert.deepEqual(saved.lines.map((line) => line.itemId), [first.id])
    assert.deepEqual((await ok(call('GET', '/v1/mall/cart', { token: member.token }))).lines.map((line) => line.itemId), [second.id])
    assert.equal(await balanceOf(member), earned - first.points)
    // Back in the cart: the second, still as the member left it (unticked).
    await page.goto('/integralMall/pages/shoppingCart/index')
    await page.locator(`[data-testid="mall-cart-line"][data-item-id="${second.id}"][data-ticked="false"]`).waitFor()
    assert.equal(await page.getByTestId('mall-cart-line').count(), 1)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pickup-store page: from an item stocked per store it lists the stores with their stock, and opened with no goods it leads to the mall', async () => {
    const { item, detail, stocked } = await perStoreGoods()
    const member = await newMember()
    await givePoints(member, item.points)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    // The item's page leads to the stores that have it.
    await page.goto(`/integralMall/pages/detail/index?id=${item.id}`)
    await page.getByTestId('mall-item-stores').click()
    await page.waitForURL(`**/integralMall/pages/choiceStore/index?id=${item.id}`)
    const list = page.getByTestId('pickup-store-list')
    await list.locator(`[data-testid="store-card"][data-sid="${stocked[0].sid}"]`).filter({ hasText: `此門店尚餘 ${stocked[0].stock} 件` }).waitFor()
    const listed = await list.getByTestId('store-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-sid'))))
    assert.deepEqual([...listed].sort(), detail.stores.map((store) => store.sid).sort())
    for (const store of detail.stores.filter((x) => x.stock === 0)) assert.equal(await list.locator(`[data-testid="store-card"][data-sid="${store.sid}"] button`).first().isDisabled(), true)
    await page.getByTestId('choice-store-goods').filter({ hasText: '只列出有存貨的門店' }).waitFor()
    // The search narrows the list to nothing, and says so.
    await page.getByPlaceholder(/搜尋/).fill('沒有這間門店')
    await page.getByText(/找不到/).waitFor()
    await page.getByPlaceholder(/搜尋/).fill('')
    await list.locator(`[data-testid="store-card"][data-sid="${stocked[0].sid}"]`).waitFor()

    // Choosing a store opens the confirm page with it, in place of the store page.
    await list.locator(`[data-testid="store-card"][data-sid="${stocked[0].sid}"] button`).first().click()
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}&qty=1&how=pickup&sid=${stocked[0].sid}`)
    await page.locator(`[data-testid="mall-pickup-store"][data-sid="${stocked[0].sid}"]`).waitFor()
    await page.goBack()
    await page.waitForURL(`**/integralMall/pages/detail/index?id=${item.id}`)

    // Opened by its address with no goods: what it is for, the stores, and the way to the mall.
    await page.goto('/integralMall/pages/choiceStore/index')
    await page.getByTestId('choice-store-no-goods').waitFor()
    await page.getByTestId('pickup-store-list').getByTestId('store-card').first().waitFor()
    await screenshot(page, 'mall-v2-16-choice-store-no-goods')
    await page.getByTestId('choice-store-no-goods').getByRole('button', { name: '返回積分商城' }).click()
    await page.waitForURL(`**${MALL_TAB}`)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("the order list's points-exchange tab and the exchange records' status chips list the member's exchanges", async () => {
    const [item] = await pickupGoods(1)
    const pack = await couponPackage()
    const member = await newMember()
    await givePoints(member, item.points + pack.points)
    const pickup = await ok(call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, fulfilment: 'pickup', sid: STORE }, headers: submitKey('tab-pickup', member) }))
    const coupons = await ok(call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: pack.id, quantity: 1 }, headers: submitKey('tab-pack', member) }))
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    await page.goto(ORDER_LIST)
    await page.getByRole('tab', { name: '積分兌換' }).click()
    const tab = page.getByTestId('orders-mall-tab')
    await tab.locator(`[data-testid="mall-order"][data-order-no="${coupons.order_no}"]`).filter({ hasText: '已發券' }).waitFor()
    const rows = tab.getByTestId('mall-order')
    assert.deepEqual(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-order-no'))), [coupons.order_no, pickup.order_no])
    assert.match(await rows.nth(1).innerText(), new RegExp(`待取貨[\\s\\S]*取貨碼 ${pickup.pickupCode}`))
    await screenshot(page, 'mall-v2-12-order-list-tab')
    await rows.nth(1).click()
    await page.waitForURL(`**/integralMall/pages/orderItemDetail/index?order_no=${pickup.order_no}`)

    // The exchange records, filtered by status.
    await page.goto('/integralMall/pages/integralOrder/index')
    await page.getByTestId('mall-order').nth(1).waitFor()
    await page.getByTestId('mall-status-filter').getByRole('radio', { name: '待取貨' }).click()
    await page.waitForURL('**/integralMall/pages/integralOrder/index?status=waiting_pickup')
    await page.locator(`[data-testid="mall-order"][data-order-no="${pickup.order_no}"]`).waitFor()
    assert.equal(await page.getByTestId('mall-order').count(), 1)
    await screenshot(page, 'mall-v2-13-records-filtered')
    await page.getByTestId('mall-status-filter').getByRole('radio', { name: '已發貨' }).click()
    await page.getByText('沒有此狀態的兌換記錄').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the cart, confirm, paid, shipped, package, pickup-store and records pages read well at 360, 390 and 768 px in three languages', async () => {
    const [first, second] = await pickupGoods(2)
    const delivered = await deliveredWithCash()
    const pack = await couponPackage()
    const { item: perStore } = await perStoreGoods()
    const member = await newMember()
    await givePoints(member, first.points + second.points + delivered.points * 2 + pack.points + 100)
    const shipped = await shippedDelivery(member, delivered)
    const packed = await ok(call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: pack.id, quantity: 1 }, headers: submitKey('shots-pack', member) }))
    for (const item of [first, second]) await ok(call('POST', '/v1/mall/cart', { token: member.token, body: { itemId: item.id, quantity: 1 } }))
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        const shot = (name, options) => screenshot(page, `mall-v2-${name}-${lang}-${width}`, options)
        await page.goto('/integralMall/pages/shoppingCart/index')
        await page.getByTestId('mall-cart-line').nth(1).waitFor()
        await shot('cart', { fullPage: true })
        await page.goto(`/integralMall/pages/confirmOrder/index?id=${delivered.id}&how=delivery`)
        await page.getByTestId('mall-delivery-address').filter({ hasText: '陳大文' }).waitFor()
        await shot('confirm-delivery', { fullPage: true })
        await page.goto(`/integralMall/pages/orderItemDetail/index?order_no=${shipped.order_no}`)
        await page.getByTestId('mall-order-tracking').waitFor()
        await shot('shipped', { fullPage: true })
        await page.goto(`/integralMall/pages/integralPay/index?order_no=${shipped.order_no}&orderNo=${shipped.payNo}`)
        await page.getByTestId('mall-pay-result').waitFor()
        await shot('paid')
        await page.goto(`/integralMall/pages/detail/index?id=${pack.id}`)
        await page.getByTestId('mall-package-coupons').waitFor()
        await shot('package', { fullPage: true })
        await page.goto(`/integralMall/pages/orderItemDetail/index?order_no=${packed.order_no}`)
        await page.getByTestId('mall-issued-coupon').first().waitFor()
        await shot('package-codes', { fullPage: true })
        await page.goto(`/integralMall/pages/choiceStore/index?id=${perStore.id}`)
        await page.getByTestId('pickup-store-list').getByTestId('store-card').first().waitFor()
        await shot('choice-store', { fullPage: true })
        await page.goto('/integralMall/pages/choiceStore/index')
        await page.getByTestId('pickup-store-list').getByTestId('store-card').first().waitFor()
        await shot('choice-store-no-goods')
        await page.goto('/integralMall/pages/integralOrder/index')
        await page.getByTestId('mall-order').first().waitFor()
        await shot('records')
        await page.goto(`${ORDER_LIST}?tab=mall`)
        await page.getByTestId('orders-mall-tab').getByTestId('mall-order').first().waitFor()
        await shot('order-list-tab')
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })
})
