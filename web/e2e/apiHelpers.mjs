// API helpers the journeys share: calls like the app makes them, SMS codes from the dev outbox,
// new members, admin calls, and a phone page already signed in. Needs a server with QSR_DEV=1
// (and QSR_ADMIN_TOKEN for `admin`).
import assert from 'node:assert/strict'
import { BASE_URL, newPhoneContext } from './browser.mjs'

export const ADMIN_TOKEN = process.env.QSR_ADMIN_TOKEN

export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** One call with JSON in and out; answers `{status, body}` without judging them. */
export async function call(method, path, { token, body, headers, lang = 'zh-HK' } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang, ...(token ? { auth: token } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}

/** The data of a call that must succeed (`ok(call(...))`); fails the test with the answer otherwise. */
export async function ok(promise) {
  const { status, body } = await promise
  assert.equal(body.resultCode, 0, `HTTP ${status} ${JSON.stringify(body).slice(0, 300)}`)
  return body.data
}

/** An admin call (X-Admin-Token); fails the test unless it succeeds. */
export async function admin(method, path, body) {
  assert.ok(ADMIN_TOKEN, 'QSR_ADMIN_TOKEN must be set for this journey (the same token the server was started with)')
  const answer = await call(method, path, { body, headers: { 'X-Admin-Token': ADMIN_TOKEN } })
  assert.equal(answer.body.resultCode, 0, `${path}: ${JSON.stringify(answer.body)}`)
  return answer.body.data
}

/** The newest code the dev SMS sender "sent" to the phone. */
export async function smsCode(phone, areaCode = '852') {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { body } = await call('GET', `/v1/dev/sms/outbox?areaCode=${areaCode}&phone=${phone}`)
    if (body.resultCode !== 0) throw new Error(`the server needs QSR_DEV=1: ${JSON.stringify(body)}`)
    if (body.data.list.length) return body.data.list[0].code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no SMS code for ${phone}`)
}

/**
 * Registers a new member by SMS code: `{phone, token, memberId}`; with `withPassword` also sets a
 * password (`password` in the answer) for journeys that log in on the auth page (a second SMS code
 * within the resend cool-down would be refused).
 */
export async function newMember({ withPassword = false } = {}) {
  const phone = randomPhone()
  await call('POST', '/v1/verify/hdl/send', { body: { areaCode: '852', phone, scene: 'register' } })
  const answer = await call('POST', '/v1/account/simpleRegister', { body: { areaCode: '852', phone, code: await smsCode(phone), agree: true } })
  assert.equal(answer.body.resultCode, 0, JSON.stringify(answer.body))
  const member = { phone, token: answer.body.data.token, memberId: answer.body.data.memberId }
  if (!withPassword) return member
  const password = `Harbour#${Math.floor(Math.random() * 1e4)}`
  const set = await call('POST', '/v1/member/password/set', { token: member.token, body: { password, confirmPassword: password } })
  assert.equal(set.body.resultCode, 0, JSON.stringify(set.body))
  return { ...member, password }
}

/**
 * A pickup order of one `goods` at `store` for `member`, paid from the wallet (topped up first),
 * then moved by the store's `staff` through `steps` (console advances). Answers the order number.
 */
export async function walletOrder(member, { store, goods, num = 1, staff = null, steps = [] }) {
  const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}-${Math.random()}` })
  await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: String(100 * num) }, headers: key('topup') }))
  await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: store, orderType: 2, goods_id: goods, num } }))
  const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: store, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
  await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))
  for (const to of steps) await ok(call('POST', '/v1/console/order/advance', { token: staff.token, body: { order_id: order.order_id, to } }))
  return order.order_id
}

/** The member buys the demo's $100 e-gift card by card on the sandbox gateway, as the app would: its order number. */
export async function buyGiftCard(member) {
  const { list } = await ok(call('GET', '/v1/sellGiftCard/list'))
  const batch = list.find((b) => b.faceValue === '100')
  const started = await ok(
    call('POST', '/v1/sellGiftCard/order', { token: member.token, body: { batchId: batch.id, success_url: '/member/pages/giftCard/myGiftCard/index' }, headers: { 'Idempotency-Key': `gift-${member.phone}` } }),
  )
  await fetch(`${BASE_URL}${started.payUrl}/approve`, { method: 'POST' })
  await ok(call('POST', '/v1/dev/payments/settle', { token: member.token, body: {} }))
  return started.orderNo
}

/**
 * A phone-sized page that agreed to the privacy policy, with `store` chosen (for `orderType`,
 * pickup by default), signed in as `member` when given (`contextOptions` go to the browser
 * context: viewport, locale, keepPopups). Collects page errors in `errors`.
 *
 * The storage is written before the app's first script runs, once per tab: written after the app
 * started, its own first writes (the visitor sign-in, the store state) could land on top of it,
 * which made journeys fail now and then.
 */
export async function openPhone(browser, { member = null, store = null, orderType = 2, contextOptions = {}, signInEvents = false } = {}) {
  const context = await newPhoneContext(browser, contextOptions)
  await context.addInitScript(
    ({ member, store, orderType, signInEvents }) => {
      if (sessionStorage.getItem('qsr.e2e.seeded')) return
      sessionStorage.setItem('qsr.e2e.seeded', '1')
      localStorage.setItem('agreementModal', '1')
      if (member) localStorage.setItem('qsr.session', JSON.stringify({ token: member.token, mode: 'member', memberId: member.memberId, hasPhone: true }))
      if (store) localStorage.setItem('qsr.store', JSON.stringify({ sid: store, orderType, tableId: null, pre: false }))
      // The app asks the sign-in popup events (the welcome popup's coupon) once a day per member;
      // a journey starts from a member who had them, so its coupons are its own. The popups
      // journey asks for them (signInEvents).
      if (member && !signInEvents) {
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now())
        localStorage.setItem('qsr.popupEventsAsked', JSON.stringify({ [member.memberId]: today }))
      }
    },
    { member, store, orderType, signInEvents },
  )
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/pages/home/index')
  await page.waitForFunction(() => localStorage.getItem('qsr.session'))
  // The day's popup opens a moment after arrival: closed here (once a tab), so it cannot land
  // under the journey's first tap. The popups journey keeps them.
  if (!contextOptions.keepPopups) {
    const popup = page.locator('[data-testid="marketing-popup"]')
    if (await popup.waitFor({ timeout: 1500 }).then(() => true, () => false)) {
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'detached' }).catch(() => undefined)
    }
  }
  return { context, page, errors }
}
