// Invoices (e-receipts, issue 20) in a real browser against a qsr-server started with QSR_DEV=1 and
// the demo brand (invoice-config on): a member opens a paid order, asks its receipt made out to a
// company typed there (a tax number that breaks the rule is stopped on the page first), sees the
// thanks, and the receipt turns issued with its number and a PDF they can open; the records list
// it; a partial refund reverses it and the member asks a new one for what they kept. A gift card
// bought by card gets its receipt from the order picker. The invoice pages at 360, 390 and 768 px
// in the three languages with the accessibility check.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, buyGiftCard, call, newMember, ok, openPhone, walletOrder } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004
const orderDetail = (no) => `/mainFlow/pages/order/detail/index?order_id=${no}`
const INDEX = '/orderPlus/pages/invoice/index/index'
const RECORDS = '/orderPlus/pages/invoice/record/index'
const TITLES = '/orderPlus/pages/invoice/list/index'
const PICKER = '/orderPlus/pages/invoice/order/index'

let browser
useBrowser((launched) => (browser = launched))

let staff
before(async () => {
  staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
})

/** A pickup order of two noodles paid from the wallet and accepted by the store. */
const paidOrder = (member) => walletOrder(member, { store: STORE, goods: FRIED_BEEF_NOODLES, num: 2, staff, steps: ['in_production'] })

/** The order's receipt once it reaches `status` (the work is in the background). */
async function receiptBecomes(member, orderId, status) {
  for (let tries = 0; tries < 300; tries++) {
    const now = await ok(call('GET', `/v1/order/invoice/status?order_id=${orderId}`, { token: member.token }))
    if (now?.status === status) return now
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  assert.fail(`the receipt of ${orderId} did not become ${status} in 30 s`)
}

describe('invoices', () => {
  test('a member asks for a paid order’s receipt, it is issued with a PDF, and a partial refund reverses it for a new one for what is kept', async () => {
    const member = await newMember()
    const orderId = await paidOrder(member)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(orderDetail(orderId))
    await page.getByTestId('order-invoice').click()
    await page.waitForURL('**/orderPlus/pages/invoice/submit/index?order_id=*')
    await page.getByRole('button', { name: '公司' }).click()
    await page.getByLabel('公司名稱').fill('港灣貿易有限公司')
    await page.getByLabel('稅號／商業登記號碼').fill('abc123')
    await page.getByRole('button', { name: '提交申請' }).click()
    // Upper-cased as typed, and too short: the rule is said and nothing is sent.
    assert.equal(await page.getByLabel('稅號／商業登記號碼').getAttribute('aria-invalid'), 'true')
    assert.equal((await ok(call('GET', `/v1/order/invoice/status?order_id=${orderId}`, { token: member.token }))), null)
    await page.getByLabel('稅號／商業登記號碼').fill('ABC123DEF456789')
    await screenshot(page, 'invoice-01-submit', { fullPage: true })
    await page.getByRole('button', { name: '提交申請' }).click()
    await page.getByTestId('invoice-success').waitFor()
    await screenshot(page, 'invoice-02-success')
    await page.getByRole('button', { name: '查看收據' }).click()
    // Issued in the background by the sandbox provider; the page reads it again until then.
    await page.locator('[data-testid="invoice-status"][data-status="issued"]').waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: '查看 PDF' }).waitFor({ timeout: 20_000 })
    await screenshot(page, 'invoice-03-issued', { fullPage: true })
    // The PDF opens in a new tab, read with the member's session (it is theirs only).
    const [pdf] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '查看 PDF' }).click()])
    await pdf.waitForLoadState()
    assert.match(pdf.url(), /^blob:/)
    assert.equal(await pdf.evaluate(() => document.contentType), 'application/pdf')
    await pdf.close()
    const issued = await ok(call('GET', `/v1/order/invoice/status?order_id=${orderId}`, { token: member.token }))
    assert.equal(issued.title.name, '港灣貿易有限公司')
    // The amount is the server's: what the order was paid.
    assert.equal(issued.amount, (await ok(call('GET', `/v1/order/detail?order_id=${orderId}`, { token: member.token }))).payable)
    assert.ok(issued.number)

    await page.goto(RECORDS)
    await page.getByRole('button', { name: /港灣貿易有限公司/ }).waitFor()
    await screenshot(page, 'invoice-04-records')

    // One of the two noodles refunded, agreed by the store: the receipt said more than is kept, so
    // it is reversed with a red-letter one (after the card refund's round trip, in the background).
    const detail = await ok(call('GET', `/v1/order/detail?order_id=${orderId}`, { token: member.token }))
    const lines = [{ lineId: detail.lines[0].lineId, num: 1 }]
    const refund = await ok(call('POST', '/v1/order/createRefund', { token: member.token, body: { order_id: orderId, reason: 'refund_reason_quality', lines } }))
    await ok(call('POST', '/v1/console/refund/decide', { token: staff.token, body: { refund_no: refund.refund_no, agree: 1 } }))
    const reversed = await receiptBecomes(member, orderId, 'reversed')
    assert.equal(reversed.renewable, true)
    await page.goto(`/orderPlus/pages/invoice/detail/index?invoiceNo=${issued.invoiceNo}`)
    await page.locator('[data-testid="invoice-status"][data-status="reversed"]').waitFor()
    await page.getByText(`R${issued.number}`).waitFor()
    await screenshot(page, 'invoice-05-reversed')
    // A new receipt for what is kept, asked from the reversed one's page.
    await page.getByRole('button', { name: `為退款後實付金額申請新收據（HK$${reversed.keptAmount}）` }).click()
    await page.getByTestId('invoice-replacing').waitFor()
    await page.getByLabel('姓名').fill('陳大文')
    await screenshot(page, 'invoice-06-replacing', { fullPage: true })
    await page.getByRole('button', { name: '提交申請' }).click()
    await page.getByTestId('invoice-success').waitFor()
    const second = await receiptBecomes(member, orderId, 'issued')
    assert.equal(second.generation, 2)
    assert.equal(second.amount, reversed.keptAmount)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a gift card bought by card gets its receipt from the order picker', async () => {
    const member = await newMember()
    const giftOrder = await buyGiftCard(member)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(PICKER)
    const bought = page.getByTestId('invoice-product-orders')
    await bought.getByRole('button', { name: /HK\$100/ }).click()
    await page.waitForURL(`**/orderPlus/pages/invoice/submit/index?order_id=${giftOrder}`)
    await page.getByLabel('姓名').fill('陳大文')
    await page.getByRole('button', { name: '提交申請' }).click()
    await page.getByTestId('invoice-success').waitFor()
    const issued = await receiptBecomes(member, giftOrder, 'issued')
    assert.equal(issued.source, 'product')
    assert.equal(issued.amount, '100')
    await page.goto(PICKER)
    await bought.getByRole('button', { name: /HK\$100/ }).waitFor()
    await screenshot(page, 'invoice-07-picker', { fullPage: true })
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the invoice pages read well at 360, 390 and 768 px in three languages', async () => {
    const member = await newMember()
    await ok(call('POST', '/v1/member/invoice/title/save', { token: member.token, body: { kind: 'company', name: 'Harbour Trading Ltd 港灣貿易', taxNumber: 'ABCDE1234567890' } }))
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await page.goto(INDEX)
        await page.locator('nav button').first().waitFor()
        await screenshot(page, `invoice-index-${lang}-${width}`)
        await page.goto(TITLES)
        await page.getByTestId('invoice-title').waitFor()
        await screenshot(page, `invoice-titles-${lang}-${width}`)
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })
})
