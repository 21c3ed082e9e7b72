// Payments, "order again" and the order note in a real browser against a qsr-server started with
// QSR_DEV=1 (and QSR_ADMIN_TOKEN for the sold-out part): wallet payment, wallet payment with the
// payment password (on a private server whose brand switches it on: set from the pay page with an
// SMS code, then asked for), combination payment (wallet
// first, the rest by card on the sandbox page), order again from a cancelled order, and the note
// page round trip.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ADMIN_TOKEN, admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { startBrandServer, serverBinaryExists, SERVER_BIN } from './brandServer.mjs'
import { confirmOrderFinal, screenshot, toCents, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const OTHER_STORE = 1001
const FRIED_BEEF_NOODLES = 30004 // $58, no choices
const PORK_CHOP_BUN = 40001 // $32, no choices
const SPRING_ROLLS = 50004 // $24, no choices

let browser
useBrowser((launched) => (browser = launched))

const topUp = (member, amount) =>
  ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount }, headers: { 'Idempotency-Key': `topup-${member.phone}-${amount}-${Math.random()}` } }))

const addToCart = (member, goodsId, num = 1, sid = STORE) => ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid, orderType: 2, goods_id: goodsId, num } }))

const openMember = (member, store, contextOptions = {}) => openPhone(browser, { member, store, contextOptions })

/** From the checkout to the pay page: submits and answers the order id. */
async function submitInBrowser(page) {
  await page.goto('/orderCreate/pages/order/create/index')
  try {
    await page.getByTestId('checkout-payable').waitFor()
  } catch (error) {
    await screenshot(page, 'payments-failed-checkout')
    throw new Error(`${error.message}\nat ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 400)}`)
  }
  await page.getByRole('button', { name: '提交訂單' }).click()
  await confirmOrderFinal(page)
  await page.waitForURL('**/orderPlus/pages/public/pay/index**')
  const orderId = new URL(page.url()).searchParams.get('order_id')
  assert.ok(orderId)
  return orderId
}

describe('payments', () => {
  test('a member pays an order from the stored-value wallet', async () => {
    const member = await newMember()
    await topUp(member, '100')
    await addToCart(member, FRIED_BEEF_NOODLES)
    const { page, context, errors } = await openMember(member, STORE)

    await submitInBrowser(page)
    const payable = toCents(await page.getByTestId('pay-amount').innerText())
    const wallet = page.getByRole('radio', { name: /儲值錢包/ })
    await wallet.click()
    assert.equal(await wallet.getAttribute('aria-checked'), 'true')
    await screenshot(page, 'payments-01-wallet')
    await page.getByRole('button', { name: '立即支付' }).click()

    await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
    await page.locator('[data-testid="order-status"][data-status="awaiting_acceptance"]').waitFor()
    const balance = await ok(call('GET', '/v1/wallet/balance', { token: member.token }))
    assert.equal(toCents(balance.balance), 10000 - payable)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('with the payment password switched on, a member without one sets it (SMS code) from the pay page, then the pay page asks for it', async (t) => {
    if (!serverBinaryExists()) {
      t.skip(`no server binary at ${SERVER_BIN} to start a brand with the payment password on`)
      return
    }
    // The shared server's demo brand has passwordEnable 0: a private server with it on.
    const server = await startBrandServer((brand) => {
      brand.platformConfig.accountPayRuleConfig = { maxRetryCount: 3, passwordEnable: 1 }
    })
    const context = await browser.newContext({ baseURL: server.baseUrl })
    try {
      const api = async (method, path, { token, body, headers } = {}) => {
        const response = await context.request.fetch(path, { method, data: body, headers: { 'Accept-Language': 'zh-HK', ...(token ? { auth: token } : {}), ...headers } })
        const envelope = await response.json()
        assert.equal(envelope.resultCode, 0, `${path}: ${JSON.stringify(envelope)}`)
        return envelope.data
      }
      const codeFor = async (phone) => (await api('GET', `/v1/dev/sms/outbox?areaCode=852&phone=${phone}`)).list[0].code
      // A member of this server (apiHelpers speak to the shared one) with a wallet, no password yet.
      const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
      await api('POST', '/v1/verify/hdl/send', { body: { areaCode: '852', phone, scene: 'register' } })
      const registered = await api('POST', '/v1/account/simpleRegister', { body: { areaCode: '852', phone, code: await codeFor(phone), agree: true } })
      const member = { phone, token: registered.token, memberId: registered.memberId }
      await api('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: { 'Idempotency-Key': `pw-${phone}` } })
      // The SMS cool-down (60 s per phone) stands between registering and the next code.
      const clock = await api('GET', '/v1/dev/clock')
      await api('POST', '/v1/dev/clock', { body: { now: clock.now + 61_000, frozen: false } })
      await api('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: PORK_CHOP_BUN } })

      const { page, context: phoneContext, errors } = await openMember(member, STORE, { baseURL: server.baseUrl })
      await submitInBrowser(page)
      // No password yet: the wallet leads to setting one (SMS code to the member's phone), then back here.
      await page.getByRole('radio', { name: /儲值錢包/ }).click()
      await page.getByTestId('pay-password-needed').waitFor()
      await screenshot(page, 'payments-02a-password-needed')
      await page.getByRole('button', { name: '設定支付密碼' }).click()
      await page.waitForURL('**/member/pages/myWallet/password/index?back=**')
      await page.getByRole('button', { name: '發送驗證碼' }).click()
      await page.getByRole('button', { name: /秒後重發/ }).waitFor()
      await page.getByLabel('驗證碼').fill(await codeFor(phone))
      await page.getByLabel('新支付密碼').fill('246810')
      await page.getByLabel('確認支付密碼').fill('246810')
      await screenshot(page, 'payments-02b-set-password')
      await page.getByRole('button', { name: '設定支付密碼' }).click()
      await page.waitForURL('**/orderPlus/pages/public/pay/index**')
      await context.close()

      await page.getByRole('radio', { name: /儲值錢包/ }).click()
      const password = page.getByLabel('支付密碼')
      await password.waitFor()
      const pay = page.getByRole('button', { name: '立即支付' })
      assert.equal(await pay.isDisabled(), true, 'no payment without the 6 digits')
      await password.fill('135790')
      await pay.click()
      await page.getByText(/支付密碼錯誤，還可嘗試 2 次/).waitFor()
      await password.fill('246810')
      await screenshot(page, 'payments-02-password')
      await pay.click()
      await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
      await page.locator('[data-testid="order-status"][data-status="awaiting_acceptance"]').waitFor()
      assert.deepEqual(errors, [])
      await phoneContext.close()
    } finally {
      await context.close().catch(() => {})
      await server.stop()
    }
  })

  test('combination payment: the wallet first, the rest by card on the sandbox page', async () => {
    // The demo brand has tradeConfig.combinationPay 1; it is offered when the wallet holds part of the amount.
    const member = await newMember()
    await topUp(member, '10')
    await addToCart(member, FRIED_BEEF_NOODLES)
    const { page, context, errors } = await openMember(member, STORE)

    await submitInBrowser(page)
    const payable = toCents(await page.getByTestId('pay-amount').innerText())
    assert.ok(payable > 1000)
    const wallet = page.getByRole('radio', { name: /儲值錢包/ })
    assert.equal(await wallet.isDisabled(), true, 'the wallet alone does not cover the order')
    const combination = page.getByRole('radio', { name: /錢包 \+ 網上付款/ })
    await combination.click()
    await page.getByText(`錢包 $10 + 網上付款 $${(payable - 1000) / 100}`).waitFor()
    await screenshot(page, 'payments-03-combination')
    await page.getByRole('button', { name: '立即支付' }).click()

    await page.waitForURL('**/sandbox/pay/**')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
    await page.locator('[data-testid="order-status"][data-status="awaiting_acceptance"]').waitFor()
    const balance = await ok(call('GET', '/v1/wallet/balance', { token: member.token }))
    assert.equal(toCents(balance.balance), 0, 'the whole wallet went into the payment')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('order again puts a cancelled order back into the cart of its store and says what was left out', async (t) => {
    const member = await newMember()
    await addToCart(member, PORK_CHOP_BUN, 2)
    await addToCart(member, SPRING_ROLLS, 1)
    const order = await ok(
      call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: { 'Idempotency-Key': `again-${member.phone}` } }),
    )
    await ok(call('POST', '/v1/order/cancel', { token: member.token, body: { order_id: order.order_id } }))

    // With an admin token, the spring rolls are sold out meanwhile: they must be reported, not copied.
    const soldOut = Boolean(ADMIN_TOKEN)
    if (soldOut) {
      await admin('POST', '/admin/v1/member/staff', { memberId: member.memberId, sid: STORE })
      await ok(call('POST', '/v1/console/goods/status', { token: member.token, body: { goodsId: SPRING_ROLLS, status: 'sold_out' } }))
    } else {
      t.diagnostic('QSR_ADMIN_TOKEN is not set: the sold-out (skipped line) part is left out')
    }
    try {
      // The app is at another store: order again must switch to the order's.
      const { page, context, errors } = await openMember(member, OTHER_STORE)
      await page.goto('/pages/order/index/index')
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.order_id}"]`)
      await card.waitFor()
      await screenshot(page, 'payments-04-order-list')
      await card.getByRole('button', { name: '再來一單' }).click()

      if (soldOut) {
        const skipped = page.getByTestId('order-again-skipped')
        await skipped.waitFor()
        assert.match(await skipped.innerText(), /春卷/)
        await screenshot(page, 'payments-05-order-again-skipped')
        await page.getByRole('dialog').getByRole('button', { name: '確定' }).click()
      }
      await page.waitForURL('**/pages/store/goods**')
      const cart = page.getByRole('dialog', { name: '購物車' })
      await cart.getByText('港式豬扒包', { exact: true }).last().waitFor()
      await page.waitForFunction(() => !location.search.includes('cart=open'))
      assert.equal(await page.getByTestId('cart-count').innerText(), soldOut ? '2' : '3')
      const state = await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.store')))
      assert.equal(state.sid, STORE)
      assert.equal(state.orderType, 2)
      await screenshot(page, 'payments-06-order-again-cart')
      assert.deepEqual(errors, [])
      await context.close()
    } finally {
      if (soldOut) await ok(call('POST', '/v1/console/goods/status', { token: member.token, body: { goodsId: SPRING_ROLLS, status: 'on_sale' } }))
    }
  })

  test('the note page: quick tags and text up to 50 characters, kept on the checkout and in the order', async () => {
    const member = await newMember()
    await addToCart(member, PORK_CHOP_BUN)
    const { page, context, errors } = await openMember(member, STORE)
    await page.goto('/orderCreate/pages/order/create/index')
    await page.getByTestId('checkout-payable').waitFor()
    // A time slot chosen before the trip to the note page is still chosen after it.
    const time = page.locator('#checkout-time')
    await time.selectOption({ index: 2 })
    const slot = await time.inputValue()
    assert.ok(slot)
    await page.getByTestId('checkout-note').click()

    await page.waitForURL('**/orderPlus/pages/order/note/index')
    const count = page.getByTestId('note-count')
    await page.getByRole('checkbox', { name: '少冰' }).click()
    await page.getByRole('checkbox', { name: '走甜' }).click()
    assert.equal(await page.getByLabel('其他要求').inputValue(), '少冰 走甜')
    assert.equal(await count.innerText(), '5/50')
    assert.equal(await page.getByRole('checkbox', { name: '少冰' }).getAttribute('aria-checked'), 'true')
    // Past the limit the text stops at 50 characters.
    await page.getByLabel('其他要求').fill('走'.repeat(60))
    assert.equal(await count.innerText(), '50/50')
    await page.getByLabel('其他要求').fill('少冰 走甜 醬汁分開')
    assert.equal(await count.innerText(), '10/50')
    await screenshot(page, 'payments-07-note')
    await page.getByRole('button', { name: '保存' }).click()

    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    assert.match(await page.getByTestId('checkout-note').innerText(), /少冰 走甜 醬汁分開/)
    assert.equal(await time.inputValue(), slot)
    await screenshot(page, 'payments-08-checkout-with-note')
    await page.getByTestId('checkout-payable').waitFor()
    await page.getByRole('button', { name: '提交訂單' }).click()
    await confirmOrderFinal(page)
    await page.waitForURL('**/orderPlus/pages/public/pay/index**')
    const orderId = new URL(page.url()).searchParams.get('order_id')
    const detail = await ok(call('GET', `/v1/order/detail?order_id=${orderId}`, { token: member.token }))
    assert.equal(detail.note, '少冰 走甜 醬汁分開')
    assert.equal(detail.reservedAt, Number(slot))
    // The next checkout starts without the note.
    await addToCart(member, PORK_CHOP_BUN)
    await page.goto('/orderCreate/pages/order/create/index')
    await page.getByTestId('checkout-payable').waitFor()
    assert.match(await page.getByTestId('checkout-note').innerText(), /口味、偏好等要求/)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
