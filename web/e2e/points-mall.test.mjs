// The points mall (issue 19) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN: a member who earned points at a till (a sale recorded against their member
// code, as in the membership journey) opens the centre tab, opens an item, exchanges it for pickup
// at a store, sees the pickup code, and finds the exchange in "my exchanges"; then cancels one and
// has the points back; the pickup store's staff hand an exchange over in the store console by the
// member's pickup code; and the pages at phone and tablet widths in the three languages.
//
// The demo brand must have an item on sale with stock in the mall (GET /v1/mall/index): the
// journeys exchange the cheapest such item, one unit at a time.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

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

/** The cheapest item on sale with stock (what every journey exchanges). */
async function cheapestItem() {
  const shelf = await ok(call('GET', '/v1/mall/index'))
  const item = shelf.items.filter((x) => !x.soldOut && x.stock > 0).sort((a, b) => a.points - b.points)[0]
  assert.ok(item, 'the points mall needs an item on sale with stock (GET /v1/mall/index)')
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

    // Confirm: no store chosen yet, so the member picks the pickup store from the list.
    await page.waitForURL(`**/integralMall/pages/confirmOrder/index?id=${item.id}`)
    await page.getByTestId('mall-pickup-store').filter({ hasText: '請選擇門店' }).click()
    const sheet = page.getByTestId('pickup-store-sheet')
    await sheet.locator(`[data-testid="store-card"][data-sid="${STORE}"]`).waitFor()
    await screenshot(page, 'mall-03-pickup-stores')
    await sheet.locator(`[data-testid="store-card"][data-sid="${STORE}"] button`).first().click()
    await sheet.waitFor({ state: 'hidden' })
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
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, sid: STORE }, headers: { 'Idempotency-Key': `mall-${member.phone}` } }),
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
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, sid: STORE }, headers: { 'Idempotency-Key': `mall-pickup-${member.phone}` } }),
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
      call('POST', '/v1/trade/point/order/submit', { token: member.token, body: { itemId: item.id, quantity: 1, sid: STORE }, headers: { 'Idempotency-Key': `mall-${member.phone}` } }),
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
