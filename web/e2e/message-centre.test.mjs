// The message centre (issue 20) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN, on the demo brand: an order the store marks ready (staff on the console API)
// writes a message; the member sees the unread badge on the Mine page, the message in the message
// centre, opens it (it is marked read and its order opens) and the badge clears; the preferences
// switch a category off; and the pages at 360, 390 and 768 px in the three languages with the
// accessibility check.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone, walletOrder } from './apiHelpers.mjs'
import { BASE_URL, screenshot, useBrowser } from './browser.mjs'

const MINE = '/pages/member/mine/index'
const MESSAGES = '/memberPlus/pages/messageCenter/index'
const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices

let browser
useBrowser((launched) => (browser = launched))

let staff
before(async () => {
  staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
})

/** A member's order paid from the wallet and moved by the store up to `steps`. */
const orderMovedTo = (member, steps) => walletOrder(member, { store: STORE, goods: FRIED_BEEF_NOODLES, staff, steps })

const unreadOf = async (member) => (await ok(call('GET', '/v1/notifyMessage/findByUnread', { token: member.token }))).count

describe('message centre', () => {
  test('an order made ready in the store: the badge on Mine, the message in the centre, opened, the badge clears', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(MINE)
    await page.getByRole('button', { name: /^訊息中心/ }).waitFor()
    assert.equal(await page.getByTestId('mine-message-badge').count(), 0)

    const orderNo = await orderMovedTo(member, ['in_production', 'ready'])
    assert.equal(await unreadOf(member), 2)
    // Back on the page (focus) the count is read again.
    await page.reload()
    const badge = page.getByTestId('mine-message-badge')
    await badge.waitFor()
    assert.match(await badge.innerText(), /^2/)
    assert.equal(await page.getByRole('button', { name: '訊息中心 2 則未讀' }).count(), 1)
    await screenshot(page, 'messages-01-mine-badge')

    await page.getByRole('button', { name: /^訊息中心/ }).click()
    await page.waitForURL(`**${MESSAGES}`)
    const rows = page.getByTestId('message-row')
    await rows.first().waitFor()
    assert.equal(await rows.count(), 2)
    assert.match(await rows.first().innerText(), /餐點已準備好[\s\S]*請到[\s\S]*櫃檯取餐/)
    assert.equal(await rows.first().getAttribute('data-read'), 'false')
    assert.equal(await page.getByTestId('message-unread-count').innerText(), '2 則未讀')
    await screenshot(page, 'messages-02-centre', { fullPage: true })

    // Opening the ready message marks it read and opens its order.
    await rows.first().click()
    await page.waitForURL(`**/mainFlow/pages/order/detail/index?order_id=${orderNo}`)
    for (let tries = 0; tries < 50 && (await unreadOf(member)) !== 1; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
    assert.equal(await unreadOf(member), 1)
    await page.goBack()
    await page.waitForURL(`**${MESSAGES}`)
    await page.locator('[data-testid="message-row"][data-read="true"]').first().waitFor()

    // Mark all read: the count and the badge clear.
    await page.getByTestId('message-read-all').click()
    await page.getByTestId('message-unread-count').filter({ hasText: '全部已讀' }).waitFor()
    assert.equal(await unreadOf(member), 0)
    await page.goto(MINE)
    await page.getByRole('button', { name: /^訊息中心/ }).waitFor()
    await page.waitForTimeout(300)
    assert.equal(await page.getByTestId('mine-message-badge').count(), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a category switched off in the settings writes nothing; the filter shows one category', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(MESSAGES)
    await page.getByTestId('message-settings-toggle').click()
    const orders = page.getByRole('switch', { name: '訂單' })
    await orders.waitFor()
    assert.equal(await orders.getAttribute('aria-checked'), 'true')
    await screenshot(page, 'messages-03-settings')
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/message/notify') && response.request().method() === 'POST')
    await orders.click()
    await saved
    // The switch follows the saved answer on React's next render, not with the response itself.
    await page.getByRole('switch', { name: '訂單', checked: false }).waitFor()
    await orderMovedTo(member, ['in_production', 'ready'])
    assert.equal(await unreadOf(member), 0)

    // A granted coupon still writes (its category is on); the order filter shows none.
    const template = await admin('POST', '/admin/v1/coupon/templates', {
      name: { 'zh-HK': 'E2E 減$5', 'zh-CN': 'E2E 减$5', en: 'E2E $5 off' },
      validity: { days: 30 },
      coupon: { couponCategory: 10, amount: '10', couponValue: '5' },
    })
    await admin('POST', '/admin/v1/coupon/grant', { templateId: template.templateId, memberId: member.memberId })
    await page.getByTestId('message-settings-toggle').click()
    await page.getByTestId('message-row').first().waitFor()
    assert.match(await page.getByTestId('message-row').first().innerText(), /你收到一張優惠券[\s\S]*E2E 減\$5/)
    await page.getByRole('radio', { name: '訂單' }).click()
    await page.getByText('暫時未有訂單訊息').waitFor()
    await screenshot(page, 'messages-04-empty-category')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('notifications on this device: the switch in the settings, and the service worker shows a pushed message', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member, contextOptions: { permissions: ['geolocation', 'notifications'] } })
    await page.goto(MESSAGES)
    await page.getByTestId('message-settings-toggle').click()
    const device = page.getByTestId('device-push')
    await device.getByRole('heading', { name: '此裝置的通知' }).waitFor()
    const toggle = device.getByRole('switch', { name: '接收推送通知' })
    await page.waitForFunction(() => document.querySelector('#device-push-hint')?.getAttribute('data-state') === 'off')
    assert.equal(await toggle.getAttribute('aria-checked'), 'false')
    assert.equal(await toggle.getAttribute('aria-disabled'), 'false', 'Chromium has push: the switch is offered')
    await screenshot(page, 'messages-05-device-push')

    // A push as the server sends it, handed to the app's service worker through the DevTools
    // protocol (a headless browser has no push service of its own): one notification, tagged with
    // the message id, twice delivered and still one.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js')
      await navigator.serviceWorker.ready
    })
    const cdp = await context.newCDPSession(page)
    const registered = new Promise((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registered
    const message = { id: 41, title: '餐點已準備好', body: '訂單 A001 已準備好，請到櫃檯取餐。', url: '/mainFlow/pages/order/detail/index?order_id=X', tag: 'message-41' }
    for (let i = 0; i < 2; i++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: JSON.stringify(message) })
    }
    const notifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/sw.js')
        return ((await registration?.getNotifications()) ?? []).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }))
      })
    let shown = []
    for (let tries = 0; tries < 50 && shown.length === 0; tries++) {
      shown = await notifications()
      if (shown.length === 0) await page.waitForTimeout(100)
    }
    await page.waitForTimeout(300) // the second delivery's turn
    assert.deepEqual(await notifications(), [{ title: message.title, body: message.body, tag: message.tag, url: message.url }])
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    const member = await newMember()
    await orderMovedTo(member, ['in_production', 'ready', 'finished'])
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      // One phone per language, turned to each width (a new browser context per shot costs seconds).
      const { page, context, errors } = await openPhone(browser, { member, contextOptions: { reducedMotion: 'reduce' } })
      await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
      for (const width of [360, 390, 768]) {
        await page.setViewportSize({ width, height: 800 })
        const shot = (name, options) => screenshot(page, `messages-${name}-${lang}-${width}`, options)
        await page.goto(MINE)
        await page.getByTestId('mine-message-badge').waitFor()
        await shot('mine')
        await page.goto(MESSAGES)
        await page.getByTestId('message-row').first().waitFor()
        await shot('centre', { fullPage: true })
        await page.getByTestId('message-settings-toggle').click()
        await page.getByTestId('message-preferences').waitFor()
        await shot('settings')
      }
      assert.deepEqual(errors, [])
      await context.close()
      // A visitor is asked to log in.
      const visit = await openPhone(browser, { contextOptions: { viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' } })
      await visit.page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
      await visit.page.goto(MESSAGES)
      await visit.page.getByRole('button', { name: /Log in|登入|登录/ }).waitFor()
      await screenshot(visit.page, `messages-visitor-${lang}`)
      assert.deepEqual(visit.errors, [])
      await visit.context.close()
    }
  })
})
