// Group ordering and dine-in by table code in a real browser, against a running qsr-server started
// with QSR_DEV=1 (SMS codes from the dev outbox) and QSR_ADMIN_TOKEN (tables are created here):
// - A starts a group order, B opens the invitation link as a visitor, logs in, comes back and joins;
//   B adds a drink and A's screen shows it without reloading; A checks out with the group-only
//   coupon the brand granted them applied by the server's group price, confirms that the order
//   cannot be changed, pays by card through the sandbox; B sees the order's status.
// - A table QR address opens dine-in ordering at that table; a second person at the table sees the
//   same list (a dish is also found by the number printed on the menu); the dish goes to the kitchen, where the store console's tables tab shows the round
//   live; staff mark it served and the table page says so; the bill is split between two phones: the
//   second person signs in, pays for their milk tea by card and earns points on it; the first logs in
//   and pays the rest by card with their coupon.
// - The bill split equally (AA): two members each pay their part from their own wallet on their own
//   phone (the second signs in from the table first) and earn their own points; the table closes
//   with the second part.
// - A large round (more than 20 dishes) waits for a second person at the table: the one who sent it
//   is told, both see the notice; the second person (whose session changed meanwhile: the page joins
//   the table again) confirms and the round reaches the console. The staff send the next large
//   round themselves, then reprint the table's code: the old code stops working, the new one opens it.
// - An unknown table number says so and offers pickup.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { confirmOrderFinal, screenshot, toCents, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store, with dine-in
const DRINK = 20003 // 檸檬茶: specification and sweetness, chosen in the detail sheet
const BUN = 40001 // 港式豬扒包: no choices, added with "+"
const MEAL_SET = 60004 // 漢堡套餐 (goods type 3), on sale all day
const MILK_TEA = 20001 // 港式奶茶
const ADMIN_TOKEN = process.env.QSR_ADMIN_TOKEN

let browser
useBrowser((launched) => (browser = launched))

/** A screenshot once sheets and toasts have finished sliding in. */
async function shot(page, name) {
  await page.waitForTimeout(450)
  await screenshot(page, name)
}

/** A phone-sized page that agreed to the privacy policy, at the demo store, signed in as `member` when given. */
const openPhoneAt = (member) => openPhone(browser, { member, store: STORE })

/** A new table at the demo store (a random number after `prefix`) and the address its QR code holds. */
async function newTable(prefix, seats) {
  const tableId = `${prefix}${Math.floor(Math.random() * 1e6)}`
  await admin('POST', '/admin/v1/store/tables', { sid: STORE, tables: [tableId], seats })
  const listed = await admin('GET', `/admin/v1/store/tables?sid=${STORE}`)
  return { tableId, qrUrl: new URL(listed.list.find((table) => table.table_id === tableId).url) }
}

/**
 * On the auth page: logs an existing member in with their password (a second SMS code within the
 * resend cool-down would be refused); the auth page then goes back to its oldUrl.
 */
async function logIn(page, member) {
  await page.waitForURL('**/account/pages/public/auth/index?**')
  await page.getByRole('tab', { name: '密碼登入' }).click()
  await page.getByLabel('手機號碼').fill(member.phone)
  await page.getByLabel('密碼', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
}

/**
 * Pays the order on the pay page by card through the sandbox gateway's hosted page; the order then
 * shows one of `paidStatuses`.
 */
async function payByCard(page, name, paidStatuses = ['awaiting_acceptance']) {
  await page.waitForURL('**/orderPlus/pages/public/pay/index**')
  const orderId = new URL(page.url()).searchParams.get('order_id')
  assert.ok(orderId)
  await page.getByRole('radio', { name: /信用卡/ }).click()
  await shot(page, name)
  await page.getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL('**/sandbox/pay/**')
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
  await page.locator(paidStatuses.map((status) => `[data-testid="order-status"][data-status="${status}"]`).join(', ')).waitFor()
  return orderId
}

describe('group ordering', () => {
  test('A starts a group, B joins by the link and adds a drink that A sees live, A submits and pays, B sees the status', async (t) => {
    const [memberA, memberB] = await Promise.all([newMember({ withPassword: true }), newMember({ withPassword: true })])
    // The brand grants A a coupon that only a group order can use (spec 001 §4: group-buy coupons).
    const couponName = `拼單滿$30減$8 ${Math.random().toString(36).slice(2, 6).toUpperCase()}`
    const groupOnly = await admin('POST', '/admin/v1/coupon/templates', {
      name: { 'zh-HK': couponName, 'zh-CN': couponName, en: couponName },
      coupon: { couponCategory: 10, hierarchy: 10, thresholdType: 1, amount: '30', couponValue: '8', groupBuyType: 'only', superposition: 4 },
      validity: { days: 30 },
    })
    await admin('POST', '/admin/v1/coupon/grant', { templateId: groupOnly.templateId, memberId: memberA.memberId })
    const a = await openPhoneAt(memberA)
    const b = await openPhoneAt(null)
    // B's network refuses the WebSocket: B's page must follow the group by polling the version.
    await b.context.routeWebSocket(/\/ws/, (socket) => socket.close())

    // A: the store goods page's group entry, pickup.
    await a.page.goto('/pages/store/goods')
    await a.page.getByTestId('start-group').click()
    const start = a.page.getByRole('dialog').filter({ hasText: '發起拼單' })
    await start.getByRole('radio', { name: '到店自取' }).click()
    await shot(a.page, 'group-01-start')
    await start.getByRole('button', { name: '發起拼單' }).click()
    await a.page.waitForURL('**/pages/order/groupMeal/index?**')
    await a.page.getByTestId('group-total').waitFor()

    // A: the invitation with its QR code drawn in the browser.
    await a.page.getByRole('button', { name: '邀請' }).click()
    const shareUrl = (await a.page.getByTestId('group-share-url').innerText()).trim()
    assert.match(shareUrl, /\/pages\/order\/groupMeal\/index\?uniqueId=[\w-]+&sid=1007$/)
    await a.page.getByTestId('group-qr').waitFor()
    // WhatsApp, where Hong Kong passes links on: the message carries the group's link.
    const whatsApp = new URL(await a.page.getByTestId('share-whatsapp').getAttribute('href'))
    assert.equal(whatsApp.origin, 'https://wa.me')
    assert.ok(whatsApp.searchParams.get('text').endsWith(shareUrl), whatsApp.href)
    await shot(a.page, 'group-02-invite')
    await a.page.getByRole('dialog').filter({ hasText: '邀請朋友拼單' }).getByRole('button', { name: '關閉' }).click()
    await a.page.getByTestId('group-qr').waitFor({ state: 'hidden' })

    // A adds a bun of their own with the menu's "+".
    await a.page.locator(`[data-testid="goods-card"][data-goods-id="${BUN}"]`).getByRole('button', { name: /加入/ }).click()
    await a.page.waitForFunction(() => document.querySelector('[data-testid="group-total"]')?.textContent !== '$0')

    // B: a visitor opening the link logs in first, then comes back and joins.
    const link = new URL(shareUrl)
    await b.page.goto(`${link.pathname}${link.search}`)
    await b.page.waitForURL('**/account/pages/public/auth/index?**')
    assert.equal(new URL(b.page.url()).searchParams.get('oldUrl'), `${link.pathname}${link.search}`)
    await logIn(b.page, memberB)
    await b.page.waitForURL('**/pages/order/groupMeal/index?**')
    await b.page.getByTestId('group-total').waitFor()

    // B adds a drink through the goods detail sheet.
    const card = b.page.locator(`[data-testid="goods-card"][data-goods-id="${DRINK}"]`)
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('button', { name: '選規格' }).click()
    const sheet = b.page.getByRole('dialog').filter({ has: b.page.getByRole('button', { name: '加入購物車' }) })
    await sheet.getByRole('button', { name: '加入購物車' }).click()
    await sheet.waitFor({ state: 'hidden' })
    await b.page.getByRole('tab', { name: /拼單車/ }).click()
    await b.page.locator('[data-testid="group-pocket"][data-mine="1"]').filter({ hasText: '檸檬茶' }).waitFor()
    await shot(b.page, 'group-03-b-pockets')

    // A: B's drink appears without a reload (WebSocket event, or the 2 s version poll).
    await a.page.getByRole('tab', { name: /拼單車/ }).click()
    await a.page.locator('[data-testid="group-pocket"][data-mine="0"]').filter({ hasText: '檸檬茶' }).waitFor({ timeout: 5_000 })
    await a.page.locator('[data-testid="group-pocket"][data-mine="1"]').filter({ hasText: '港式豬扒包' }).waitFor()
    await shot(a.page, 'group-04-a-sees-b')
    t.diagnostic(`A's page followed the group by: ${await a.page.locator('[data-live]').getAttribute('data-live')}`)

    // A takes a second bun; B, polling every 2 s, sees it without a reload.
    await a.page.locator('[data-testid="group-pocket"][data-mine="1"]').getByRole('group', { name: '港式豬扒包' }).getByRole('button', { name: /增加|加/ }).click()
    await b.page.locator('[data-testid="group-pocket"][data-mine="0"]').filter({ hasText: '×2' }).waitFor({ timeout: 6_000 })
    assert.equal(await b.page.locator('[data-live]').getAttribute('data-live'), 'polling')
    await shot(b.page, 'group-04b-b-polls')

    // A checks out: the server prices the whole group with A's coupons and picks the group-only one.
    await a.page.getByRole('button', { name: '去結算' }).click()
    const checkout = a.page.getByRole('dialog').filter({ hasText: '確認拼單' })
    await checkout.getByTestId('group-checkout-total').waitFor()
    await a.page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '-$8')
    await shot(a.page, 'group-05-checkout')
    await checkout.getByTestId('checkout-coupon-row').click()
    assert.equal(await a.page.getByRole('checkbox', { name: new RegExp(couponName.replace(/\$/g, '\\$')) }).getAttribute('aria-checked'), 'true')
    await shot(a.page, 'group-05b-checkout-coupons')
    await a.page.getByRole('button', { name: '完成' }).click()
    const payable = toCents(await checkout.getByTestId('group-checkout-total').innerText())
    await checkout.getByRole('button', { name: '提交拼單並付款' }).click()
    // As at the order checkout: the order cannot be changed once confirmed (spec 000 §8).
    await a.page.getByRole('dialog').filter({ hasText: '訂單確認後不可更改' }).waitFor()
    await shot(a.page, 'group-05c-confirm-final')
    await confirmOrderFinal(a.page)
    await a.page.waitForURL('**/orderPlus/pages/public/pay/index**')
    assert.equal(toCents(await a.page.getByTestId('pay-amount').innerText()), payable, 'the order costs what the group checkout showed')
    await payByCard(a.page, 'group-06-pay')
    assert.match(await a.page.getByTestId('order-coupons').innerText(), /拼單滿\$30減\$8[\s\S]*-\$8/)

    // B: the group shows the order's status (it is re-read after submit).
    await b.page.locator('[data-testid="group-order-status"][data-status="awaiting_acceptance"]').waitFor({ timeout: 20_000 })
    // B sees what was paid for the whole order and their own share of it.
    assert.equal(toCents(await b.page.getByTestId('group-order-payable').innerText()), payable)
    await b.page.getByTestId('group-my-share').waitFor()
    await shot(b.page, 'group-07-b-status')

    assert.deepEqual(a.errors, [])
    assert.deepEqual(b.errors, [])
    await a.context.close()
    await b.context.close()
  })
})

describe('dine-in by table code', () => {
  test('a table QR address opens dine-in; the table shares one list; a round goes to the kitchen; the table is paid', async (t) => {
    if (!ADMIN_TOKEN) {
      t.skip('QSR_ADMIN_TOKEN is not set: tables cannot be created')
      return
    }
    const tableId = `E${Math.floor(Math.random() * 1e6)}`
    const created = await call('POST', '/admin/v1/store/tables', { body: { sid: STORE, tables: [tableId], seats: 4 }, headers: { 'X-Admin-Token': ADMIN_TOKEN } })
    assert.equal(created.body.resultCode, 0, JSON.stringify(created.body))
    const listed = await call('GET', `/admin/v1/store/tables?sid=${STORE}`, { headers: { 'X-Admin-Token': ADMIN_TOKEN } })
    const listedTable = listed.body.data.list.find((table) => table.table_id === tableId)
    const qrUrl = new URL(listedTable.url)

    const payer = await newMember({ withPassword: true })
    const c = await openPhoneAt(null)
    const d = await openPhoneAt(null)

    // The table's QR address, as scanned: the launch flow lands on the table page in dine-in.
    await c.page.goto(`/${qrUrl.search}`)
    await c.page.waitForURL('**/tangshi/pages/table/goods?**')
    await c.page.getByTestId('table-number').filter({ hasText: tableId }).waitFor()

    // A dish with its specification and sweetness from the detail sheet, and a bun with "+".
    const card = c.page.locator(`[data-testid="goods-card"][data-goods-id="${MILK_TEA}"]`)
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('button', { name: '選規格' }).click()
    const sheet = c.page.getByRole('dialog').filter({ has: c.page.getByRole('button', { name: '加入購物車' }) })
    await sheet.getByRole('radio', { name: /凍/ }).click()
    await sheet.getByRole('button', { name: '加入購物車' }).click()
    await sheet.waitFor({ state: 'hidden' })
    await c.page.getByText('1 件待落單').waitFor()
    await shot(c.page, 'dinein-01-menu')

    // Ordering by the number printed on the menu: an unknown number says so; "b01c" (the iced milk
    // tea, typed in any case) opens that dish as if picked from the menu.
    await c.page.getByTestId('dish-code-open').click()
    const byCode = c.page.getByRole('dialog').filter({ hasText: '輸入菜號點餐' })
    await byCode.getByLabel('菜號').fill('Z99')
    await byCode.getByTestId('dish-code-find').click()
    await byCode.getByRole('alert').filter({ hasText: 'Z99' }).waitFor()
    await byCode.getByLabel('菜號').fill('b01c')
    await shot(c.page, 'dinein-01a-dish-code')
    await byCode.getByTestId('dish-code-find').click()
    await byCode.waitFor({ state: 'hidden' })
    const byCodeSheet = c.page.getByRole('dialog').filter({ has: c.page.getByRole('button', { name: '加入購物車' }) })
    await byCodeSheet.getByText('港式奶茶').first().waitFor()
    await c.page.keyboard.press('Escape')
    await byCodeSheet.waitFor({ state: 'hidden' })

    // Someone else at the table (the scene form of the address) sees the same list.
    await d.page.goto(`/?scene=${encodeURIComponent(listedTable.scene)}`)
    await d.page.waitForURL('**/tangshi/pages/table/goods?**')
    await d.page.getByText('1 件待落單').waitFor({ timeout: 10_000 })
    await d.page.getByRole('button', { name: '待落單' }).click()
    await d.page.getByTestId('unconfirmed-line').filter({ hasText: '港式奶茶' }).waitFor()
    await shot(d.page, 'dinein-02-shared-list')

    // A meal set with its choices goes to the table as to a cart: the burger meal with iced lemon tea.
    const set = c.page.locator(`[data-testid="goods-card"][data-goods-id="${MEAL_SET}"]`)
    await set.scrollIntoViewIfNeeded()
    await set.getByRole('button', { name: '選規格' }).click()
    await sheet.getByRole('radio', { name: /檸檬茶（凍）/ }).click()
    await sheet.getByRole('button', { name: '加入購物車' }).click()
    await sheet.waitFor({ state: 'hidden' })
    await c.page.getByText('2 件待落單').waitFor()

    // The store's staff watch the kitchen's tables in the console.
    const staff = await newMember()
    await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
    const counter = await openPhone(browser, { member: staff })
    await counter.page.goto('/console')
    await counter.page.getByRole('tab', { name: /枱/ }).click()
    await counter.page.getByTestId('kitchen-tables').waitFor()

    // C sends it to the kitchen; the round is listed, with the kitchen.
    await c.page.getByRole('button', { name: '落單', exact: true }).click()
    await confirmOrderFinal(c.page)
    const round = c.page.getByTestId('table-round').filter({ hasText: '港式奶茶' })
    await round.waitFor()
    assert.match(await round.innerText(), /漢堡套餐[\s\S]*檸檬茶（凍）/)
    assert.match(await round.getByTestId('table-round-state').innerText(), /^已送廚房 \d\d:\d\d$/)
    await shot(c.page, 'dinein-03-rounds')

    // The console hears of the round at once (table-round): the table, its round and the dish.
    const kitchenTable = counter.page.locator(`[data-testid="kitchen-table"][data-table-no="${tableId}"]`)
    await kitchenTable.and(counter.page.locator('[data-fresh="1"]')).waitFor()
    const kitchenRound = kitchenTable.locator('[data-testid="kitchen-round"][data-round="1"]')
    assert.match(await kitchenRound.innerText(), /1 ×\s*港式奶茶/)
    await kitchenTable.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await shot(counter.page, 'dinein-03b-console-tables')

    // Staff serve it; the table page says so (table-served on the table's topic).
    await kitchenRound.getByRole('button', { name: '已上菜' }).click()
    await kitchenRound.and(counter.page.locator('[data-served="1"]')).waitFor()
    // The counter's tablet: two columns from 700 px.
    await counter.page.setViewportSize({ width: 1024, height: 768 })
    await kitchenTable.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await counter.page.getByText('操作成功').waitFor({ state: 'hidden' })
    await shot(counter.page, 'dinein-03c-console-served-tablet')
    await round.locator('[data-testid="table-round-state"][data-state="served"]').waitFor()
    assert.match(await round.getByTestId('table-round-state').innerText(), /^已上菜 \d\d:\d\d$/)
    await shot(c.page, 'dinein-03d-round-served')
    assert.deepEqual(counter.errors, [])
    await counter.context.close()

    // The bill is split between two phones: D signs in as a member and pays for their milk tea
    // only, by card, earning their own points; the dish is then shown paid to everyone at the table.
    const friend = await newMember({ withPassword: true })
    // D still has the list of dishes to send open (empty now): a tap above it closes it.
    const list = d.page.getByRole('dialog').filter({ hasText: '未有待落單的菜式' })
    await d.page.mouse.click(200, 100)
    await list.waitFor({ state: 'hidden' })
    await d.page.getByRole('button', { name: '結帳' }).click()
    await logIn(d.page, friend)
    await d.page.waitForURL('**/tangshi/pages/table/goods?**')
    await d.page.getByRole('button', { name: '結帳' }).click()
    const share = d.page.getByRole('dialog').filter({ hasText: '號枱結帳' })
    await share.getByRole('radio', { name: '分開付：揀自己的菜式' }).click()
    await share.getByTestId('share-line').filter({ hasText: '港式奶茶' }).getByRole('button', { name: '增加數量' }).click()
    const shareTotal = share.getByTestId('table-pay-total')
    await d.page.waitForFunction(() => /[1-9]/.test(document.querySelector('[role="dialog"] [data-testid="table-pay-total"]')?.textContent ?? ''))
    const shareCents = toCents(await shareTotal.innerText())
    assert.ok(shareCents > 0)
    await shot(d.page, 'dinein-04a-split-pick')
    await share.getByRole('button', { name: '去付款' }).click()
    const shareOrder = await payByCard(d.page, 'dinein-04b-split-pay', ['finished'])
    const friendOrder = await ok(call('GET', `/v1/order/detail?order_id=${shareOrder}`, { token: friend.token }))
    assert.equal(toCents(friendOrder.payable), shareCents)
    const friendPoints = (await ok(call('GET', '/v1/member/point/summary', { token: friend.token }))).points
    assert.equal(friendPoints, Math.floor(shareCents / 100), 'a member at the table earns points on their share (HK$1 = 1 point)')
    await c.page.getByRole('tab', { name: /已落單/ }).click()
    await c.page.locator('[data-testid="shared-dishes"][data-state="paid"]').waitFor({ timeout: 10_000 })
    await shot(c.page, 'dinein-04c-split-shown')

    // The payer holds a $5 coupon: the table's bill takes it, chosen for them as at any checkout.
    const couponName = `枱面減$5 ${tableId}`
    const template = await admin('POST', '/admin/v1/coupon/templates', { name: { 'zh-HK': couponName, 'zh-CN': couponName, en: couponName }, coupon: { couponCategory: 10, couponValue: '5' }, validity: { days: 30 } })
    await admin('POST', '/admin/v1/coupon/grant', { templateId: template.templateId, memberId: payer.memberId })

    // Paying needs a member: the visitor logs in and comes back to the table.
    await c.page.getByRole('button', { name: '結帳' }).click()
    await logIn(c.page, payer)
    await c.page.waitForURL('**/tangshi/pages/table/goods?**')
    await c.page.getByRole('button', { name: '結帳' }).click()
    const pay = c.page.getByRole('dialog').filter({ hasText: '號枱結帳' })
    // The friend paid their part: the payer pays the rest (the meal set), not the milk tea again.
    await pay.getByRole('radio', { name: '付餘下的帳' }).waitFor()
    await pay.getByTestId('table-pay-total').waitFor()
    await pay.getByTestId('checkout-coupon-value').filter({ hasText: /-\$5/ }).waitFor()
    await shot(c.page, 'dinein-04-pay-sheet')
    await pay.getByRole('button', { name: '去付款' }).click()
    // Eat first, pay at the end: the kitchen served every round already, so the paid order is finished at once.
    await payByCard(c.page, 'dinein-05-pay', ['finished'])
    await shot(c.page, 'dinein-06-paid')
    const paid = new URL(c.page.url()).searchParams.get('order_id')
    const order = await ok(call('GET', `/v1/order/detail?order_id=${paid}`, { token: payer.token }))
    assert.equal(order.coupons?.[0]?.couponName, couponName, JSON.stringify(order.coupons))
    assert.ok(!order.lines.some((line) => /港式奶茶/.test(JSON.stringify(line))), 'the friend paid for the milk tea')

    assert.deepEqual(c.errors, [])
    assert.deepEqual(d.errors, [])
    await c.context.close()
    await d.context.close()
  })

  test('the bill split equally: two members each pay their part from their own wallet, earn their own points, and the table closes', async (t) => {
    if (!ADMIN_TOKEN) {
      t.skip('QSR_ADMIN_TOKEN is not set: tables cannot be created')
      return
    }
    const { tableId, qrUrl } = await newTable('A', 4)
    const [amy, ben] = await Promise.all([newMember(), newMember({ withPassword: true })])
    for (const member of [amy, ben]) {
      await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: { 'Idempotency-Key': `aa-${member.phone}` } }))
    }
    const a = await openPhoneAt(amy)
    const b = await openPhoneAt(null) // Ben scans the table's code as a visitor
    await a.page.goto(`/${qrUrl.search}`)
    await a.page.getByTestId('table-number').filter({ hasText: tableId }).waitFor()
    await b.page.goto(`/${qrUrl.search}`)
    await b.page.getByTestId('table-number').filter({ hasText: tableId }).waitFor()

    // Three buns go to the kitchen.
    const bun = a.page.locator(`[data-testid="goods-card"][data-goods-id="${BUN}"]`)
    await bun.scrollIntoViewIfNeeded()
    await bun.getByRole('button', { name: /加入/ }).click()
    for (let n = 2; n <= 3; n++) {
      await bun.getByRole('button', { name: /增加/ }).click()
      await a.page.getByText(`${n} 件待落單`).waitFor()
    }
    await a.page.getByTestId('table-send').click()
    await confirmOrderFinal(a.page)
    await a.page.getByText('第 1 輪已送到廚房').waitFor()

    // Amy splits the bill equally between the two of them and pays her part from her wallet.
    await a.page.getByRole('button', { name: '結帳' }).click()
    const sheet = a.page.getByRole('dialog').filter({ hasText: '號枱結帳' })
    await sheet.getByRole('radio', { name: '平均分攤（AA）' }).click()
    await sheet.getByText('幾多人分').first().waitFor()
    await a.page.waitForFunction(() => /[1-9]/.test(document.querySelector('[role="dialog"] [data-testid="table-pay-total"]')?.textContent ?? ''))
    const bill = toCents(await sheet.getByTestId('table-pay-total').innerText())
    const part = Math.floor(bill / 2)
    assert.equal(toCents(await sheet.getByTestId('table-pay-each').innerText()), part)
    await shot(a.page, 'dinein-20-split-equally')
    await sheet.getByRole('button', { name: '去付款' }).click()
    await a.page.waitForURL('**/orderPlus/pages/public/pay/index**')
    await a.page.getByTestId('pay-split').filter({ hasText: '平均分攤：2 人' }).waitFor()
    assert.equal(toCents(await a.page.getByTestId('pay-amount').innerText()), part)
    await a.page.getByRole('radio', { name: /儲值錢包/ }).click()
    await shot(a.page, 'dinein-21-pay-my-part')
    await a.page.getByRole('button', { name: '立即支付' }).click()
    // Back at the table: her part is paid, one of two.
    await a.page.waitForURL('**/tangshi/pages/table/goods?**')
    const aNotice = a.page.locator('[data-testid="split-notice"][data-step="paid"]')
    await aNotice.waitFor()
    assert.match(await aNotice.getByTestId('split-progress').innerText(), /已付 1 \/ 2 份/)
    await shot(a.page, 'dinein-22-my-part-paid')

    // Ben's page hears of it and offers him his part; paying needs a member, so he logs in and
    // comes back to the table (joining it as himself), then pays it from his wallet.
    const bNotice = b.page.locator('[data-testid="split-notice"][data-step="pay"]')
    await bNotice.waitFor({ timeout: 10_000 })
    await shot(b.page, 'dinein-23-friend-to-pay')
    await bNotice.getByTestId('split-pay-mine').click()
    await logIn(b.page, ben)
    await b.page.waitForURL('**/tangshi/pages/table/goods?**')
    await bNotice.getByTestId('split-pay-mine').click()
    await b.page.waitForURL('**/orderPlus/pages/public/pay/index**')
    assert.equal(toCents(await b.page.getByTestId('pay-amount').innerText()), bill - part)
    await b.page.getByRole('radio', { name: /儲值錢包/ }).click()
    await b.page.getByRole('button', { name: '立即支付' }).click()
    await b.page.waitForURL('**/tangshi/pages/table/goods?**')
    // The bill is paid: Ben is told so, and Amy's table is done.
    await b.page.getByTestId('bill-paid-notice').filter({ hasText: '全枱帳單已付清' }).waitFor()
    await shot(b.page, 'dinein-24-bill-paid')
    await a.page.getByText('本枱已結帳或未開枱').waitFor({ timeout: 10_000 })

    // Each paid their part from their own wallet and earned points on it (HK$1 = 1 point).
    const balance = async (member) => toCents((await ok(call('GET', '/v1/wallet/balance', { token: member.token }))).balance)
    assert.equal(await balance(amy), 10000 - part)
    assert.equal(await balance(ben), 10000 - (bill - part))
    const points = async (member) => (await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points
    assert.equal(await points(amy), Math.round(part / 100))
    assert.equal(await points(ben), Math.round((bill - part) / 100))

    assert.deepEqual(a.errors, [])
    assert.deepEqual(b.errors, [])
    await a.context.close()
    await b.context.close()
  })

  test('a large round waits for a second diner, who confirms it; staff send the next one and reprint the code', async (t) => {
    if (!ADMIN_TOKEN) {
      t.skip('QSR_ADMIN_TOKEN is not set: tables cannot be created')
      return
    }
    const { tableId, qrUrl } = await newTable('L', 6)
    const p = await openPhoneAt(null)
    const q = await openPhoneAt(null)
    const staff = await newMember()
    await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
    const counter = await openPhone(browser, { member: staff })
    await counter.page.goto('/console')
    await counter.page.getByTestId('console-tables-tab').click()
    await counter.page.getByTestId('kitchen-tables').waitFor()

    // P and Q sit at the table; P takes 21 buns, one "+" at a time.
    await p.page.goto(`/${qrUrl.search}`)
    await p.page.getByTestId('table-number').filter({ hasText: tableId }).waitFor()
    await q.page.goto(`/${qrUrl.search}`)
    await q.page.getByTestId('table-number').filter({ hasText: tableId }).waitFor()
    const bun = p.page.locator(`[data-testid="goods-card"][data-goods-id="${BUN}"]`)
    await bun.scrollIntoViewIfNeeded()
    await bun.getByRole('button', { name: /加入/ }).click()
    await p.page.getByText('1 件待落單').waitFor()
    for (let n = 2; n <= 21; n++) {
      await bun.getByRole('button', { name: /增加/ }).click()
      await p.page.getByText(`${n} 件待落單`).waitFor()
    }

    // P sends: nothing goes to the kitchen yet, and P is told why.
    await p.page.getByTestId('table-send').click()
    await confirmOrderFinal(p.page)
    const asked = p.page.getByRole('dialog').filter({ hasText: '需要同枱朋友確認' })
    await asked.waitFor()
    assert.match(await asked.innerText(), /今輪有 21 件菜式/)
    await shot(p.page, 'dinein-10-large-round-asked')
    await asked.getByRole('button', { name: '知道了' }).click()
    await asked.waitFor({ state: 'detached' })
    await p.page.locator('[data-testid="round-confirm-notice"][data-state="askedByMe"]').waitFor()
    assert.equal(await p.page.getByTestId('table-send').innerText(), '等待確認')
    assert.equal(await p.page.getByTestId('table-send').isDisabled(), true)
    await shot(p.page, 'dinein-11-large-round-waiting')

    // Q's page hears of it (table-changed) and asks Q to confirm.
    const qNotice = q.page.locator('[data-testid="round-confirm-notice"][data-state="toConfirm"]')
    await qNotice.waitFor({ timeout: 10_000 })
    assert.match(await qNotice.innerText(), /大單待確認（21 件）/)
    assert.equal(await q.page.getByTestId('table-send').innerText(), '確認落單')
    await shot(q.page, 'dinein-12-large-round-to-confirm')

    // Meanwhile Q's session changed (signed in on another tab, say): the table answers 34007 and the
    // page joins the table again before confirming.
    // (What another tab's sign-in does to this one: the stored session changes and a storage event says so.)
    const otherVisitor = (await ok(call('POST', '/v1/account/visitor'))).token
    await q.page.evaluate((token) => {
      localStorage.setItem('qsr.session', JSON.stringify({ token, mode: 'tourist', memberId: null, hasPhone: false }))
      window.dispatchEvent(new StorageEvent('storage', { key: 'qsr.session' }))
    }, otherVisitor)
    const refused = q.page.waitForResponse((response) => response.url().includes('/v1/DinnerOrder/orderDishes') && response.status() === 403)
    const rejoined = q.page.waitForResponse((response) => response.url().includes('/v1/DinnerOrder/openTable') && response.status() === 200)
    await q.page.getByTestId('table-send').click()
    await confirmOrderFinal(q.page)
    assert.equal((await (await refused).json()).resultCode, 34007)
    await rejoined
    await q.page.getByText('第 1 輪已送到廚房').waitFor()
    const qRound = q.page.getByTestId('table-round').filter({ hasText: '港式豬扒包' })
    await qRound.waitFor()
    assert.match(await qRound.innerText(), /21/)
    await shot(q.page, 'dinein-13-large-round-confirmed')

    // The kitchen has it at once; P's notice is gone and P is told it went.
    const kitchenTable = counter.page.locator(`[data-testid="kitchen-table"][data-table-no="${tableId}"]`)
    await kitchenTable.and(counter.page.locator('[data-fresh="1"]')).waitFor()
    assert.match(await kitchenTable.locator('[data-testid="kitchen-round"][data-round="1"]').innerText(), /21 ×\s*港式豬扒包/)
    await p.page.getByText('已獲確認，第 1 輪已送到廚房').waitFor()
    await p.page.getByTestId('round-confirm-notice').waitFor({ state: 'detached' })

    // Another large round, which the staff send from the console (after checking with the table).
    await p.page.getByRole('tab', { name: '點餐' }).click()
    await bun.scrollIntoViewIfNeeded()
    await bun.getByRole('button', { name: /加入/ }).click()
    await p.page.getByText('1 件待落單').waitFor()
    await p.page.getByRole('button', { name: '待落單' }).click()
    const line = p.page.getByTestId('unconfirmed-line').filter({ hasText: '港式豬扒包' })
    for (let n = 2; n <= 22; n++) {
      await line.getByRole('button', { name: /增加/ }).click()
      await line.getByText(String(n), { exact: true }).waitFor()
    }
    await p.page.getByTestId('unconfirmed-send').click()
    await p.page.getByRole('dialog').filter({ hasText: '需要同枱朋友確認' }).getByRole('button', { name: '知道了' }).click()
    await p.page.locator('[data-testid="round-confirm-notice"][data-state="askedByMe"]').waitFor()
    // The console lists the waiting table on its next read (no store event for an ask).
    await counter.page.reload()
    await counter.page.getByTestId('console-tables-tab').click()
    const awaiting = kitchenTable.getByTestId('kitchen-awaiting')
    await awaiting.waitFor()
    await kitchenTable.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await shot(counter.page, 'dinein-14-console-awaiting')
    await awaiting.getByRole('button', { name: '代客落單' }).click()
    await counter.page.getByRole('dialog').filter({ hasText: `將 ${tableId} 枱等待確認的菜式送到廚房？` }).getByRole('button', { name: '代客落單' }).click()
    await kitchenTable.locator('[data-testid="kitchen-round"][data-round="2"]').waitFor()
    assert.match(await kitchenTable.locator('[data-testid="kitchen-round"][data-round="2"]').innerText(), /22 ×\s*港式豬扒包/)
    await awaiting.waitFor({ state: 'detached' })
    await p.page.getByText('已獲確認，第 2 輪已送到廚房').waitFor()

    // Staff reprint the table's code: after the confirm, the new link as a QR code to print.
    await counter.page.getByTestId('table-codes-open').click()
    const codes = counter.page.getByRole('dialog').filter({ hasText: '重印枱號二維碼' })
    await codes.getByRole('button', { name: '重印二維碼' }).click()
    await codes.getByRole('alert').filter({ hasText: '請輸入枱號' }).waitFor()
    await codes.getByLabel('枱號').fill(tableId)
    await codes.getByRole('button', { name: '重印二維碼' }).click()
    const reprint = counter.page.getByRole('dialog').filter({ hasText: `重印 ${tableId} 枱的二維碼？` })
    assert.match(await reprint.innerText(), /舊的二維碼會即時失效/)
    await reprint.getByRole('button', { name: '重印', exact: true }).click()
    await counter.page.getByTestId('table-code-qr').waitFor()
    const newUrl = new URL((await counter.page.getByTestId('table-code-url').innerText()).trim())
    assert.equal(newUrl.searchParams.get('table_id'), tableId)
    assert.notEqual(newUrl.searchParams.get('tk'), qrUrl.searchParams.get('tk'))
    await shot(counter.page, 'dinein-15-console-new-code')

    // The old code asks to scan again; the new one opens the table with its two rounds.
    const old = await openPhoneAt(null)
    await old.page.goto(`/${qrUrl.search}`)
    await old.page.getByText('請重新掃描枱上的二維碼').waitFor()
    await old.page.goto(`/${newUrl.search}`)
    await old.page.getByRole('tab', { name: '已落單（2 輪）' }).waitFor()

    for (const person of [p, q, counter, old]) assert.deepEqual(person.errors, [])
    for (const person of [p, q, counter, old]) await person.context.close()
  })

  test('an unknown table number says so and offers pickup', async () => {
    const e = await openPhoneAt(null)
    await e.page.goto(`/?sid=${STORE}&table_id=NOPE404&tk=whatever`)
    await e.page.getByText('找不到此枱號').waitFor()
    await shot(e.page, 'dinein-07-unknown-table')
    await e.page.getByRole('button', { name: '改為到店自取' }).click()
    await e.page.waitForURL('**/pages/store/goods**')
    assert.deepEqual(e.errors, [])
    await e.context.close()
  })

  test('a table number typed without its code token asks to scan the code on the table', async () => {
    // A demo table exists at every dine-in store; its number alone opens nothing.
    const e = await openPhoneAt(null)
    await e.page.goto(`/?sid=${STORE}&table_id=A1`)
    await e.page.getByText('請重新掃描枱上的二維碼').waitFor()
    await shot(e.page, 'dinein-08-scan-again')
    assert.deepEqual(e.errors, [])
    await e.context.close()
  })
})
