// The ordering journey in a real browser against a running qsr-server started with QSR_DEV=1:
// a new member orders a meal set for pickup, pays by card through the sandbox gateway, and sees the
// order become ready (pickup code) without reloading while the store advances it.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { call, newMember } from './apiHelpers.mjs'
import { newPhoneContext, screenshot, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const MEAL_SET = 60004 // Burger Meal (goods type 3)
const ADMIN_TOKEN = process.env.QSR_ADMIN_TOKEN

let browser
useBrowser((launched) => (browser = launched))

describe('ordering', () => {
  test('a new member orders a meal set for pickup, pays by card and sees the order become ready live', async (t) => {
    const member = await newMember()
    const context = await newPhoneContext(browser)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto('/pages/home/index')
    await page.waitForFunction(() => localStorage.getItem('qsr.session'))
    await page.evaluate(
      ({ member, sid }) => {
        localStorage.setItem('qsr.session', JSON.stringify({ token: member.token, mode: 'member', memberId: member.memberId, hasPhone: true }))
        localStorage.setItem('agreementModal', '1')
        localStorage.setItem('qsr.store', JSON.stringify({ sid, orderType: 2, tableId: null, pre: false }))
      },
      { member, sid: STORE },
    )

    // The goods page: the meal set's detail sheet with its default choices, added to the server cart.
    await page.goto('/pages/store/goods')
    const card = page.locator(`[data-testid="goods-card"][data-goods-id="${MEAL_SET}"]`)
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('button', { name: '選規格' }).click()
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '加入購物車' }) })
    await sheet.getByRole('button', { name: '加入購物車' }).waitFor()
    await screenshot(page, 'ordering-01-meal-set')
    await sheet.getByRole('button', { name: '加入購物車' }).click()
    await sheet.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) > 0)
    await screenshot(page, 'ordering-02-cart-bar')

    // Checkout: the server's price breakdown, then submit.
    await page.getByRole('button', { name: '去結算' }).first().click()
    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    await page.getByTestId('checkout-payable').waitFor()
    await screenshot(page, 'ordering-03-checkout')
    await page.getByRole('button', { name: '提交訂單' }).click()

    // Pay by card through the sandbox gateway's hosted page.
    await page.waitForURL('**/orderPlus/pages/public/pay/index**')
    const orderId = new URL(page.url()).searchParams.get('order_id')
    assert.ok(orderId)
    await page.getByRole('radio', { name: /信用卡/ }).click()
    await screenshot(page, 'ordering-04-pay')
    await page.getByRole('button', { name: '立即支付' }).click()
    await page.waitForURL('**/sandbox/pay/**')
    await page.getByRole('button', { name: 'Approve payment' }).click()

    // payEnd polls, then the order detail shows the order waiting for the store.
    await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
    const status = page.getByTestId('order-status')
    await page.locator('[data-testid="order-status"][data-status="awaiting_acceptance"]').waitFor()
    await screenshot(page, 'ordering-05-detail-waiting')

    if (!ADMIN_TOKEN) {
      t.diagnostic('QSR_ADMIN_TOKEN is not set in the test environment: skipped making the member staff and the live update part')
      assert.deepEqual(errors, [])
      await context.close()
      return
    }
    const staff = await call('POST', '/admin/v1/member/staff', { body: { memberId: member.memberId, sid: STORE }, headers: { 'X-Admin-Token': ADMIN_TOKEN } })
    assert.equal(staff.body.resultCode, 0, JSON.stringify(staff.body))
    // The store console, in a second browser as the same (now staff) person: accept, then ready.
    const staffContext = await newPhoneContext(browser)
    const consolePage = await staffContext.newPage()
    await consolePage.goto('/pages/home/index')
    await consolePage.waitForFunction(() => localStorage.getItem('qsr.session'))
    await consolePage.evaluate((member) => {
      localStorage.setItem('qsr.session', JSON.stringify({ token: member.token, mode: 'member', memberId: member.memberId, hasPhone: true }))
      localStorage.setItem('agreementModal', '1')
    }, member)
    await consolePage.goto('/console')
    const consoleOrder = consolePage.locator(`[data-testid="console-order"][data-order-id="${orderId}"]`)
    await consoleOrder.waitFor()
    await screenshot(consolePage, 'ordering-06-console')
    await consoleOrder.getByRole('button', { name: '接單製作' }).click()
    await consoleOrder.getByRole('button', { name: '出餐' }).click()
    await consoleOrder.getByRole('button', { name: '完成' }).waitFor() // ready: the next step is finishing
    await screenshot(consolePage, 'ordering-07-console-ready')
    await staffContext.close()
    // No reload: the WebSocket event makes the page fetch the order again.
    await page.getByTestId('pickup-code').waitFor({ timeout: 15_000 })
    assert.match(await page.getByTestId('pickup-code').innerText(), /^[A-Z]\d+$/)
    assert.equal(await status.getAttribute('data-status'), 'ready')
    await screenshot(page, 'ordering-08-detail-ready')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
