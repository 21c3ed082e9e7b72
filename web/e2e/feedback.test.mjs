// Feedback (issue 20) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN: a member opens feedback from the Mine page, the form has their phone already,
// they choose "service" about their store, write, add a photo and send; "my feedback" shows it
// waiting; the store's staff answer it in the console; the member reads the answer, and the
// message centre says so and leads back to it. A form without words says what is missing and
// sends nothing. The pages at 360, 390 and 768 px in the three languages with the accessibility check.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const STORE = 1007
const FEEDBACK = '/memberPlus/pages/userFeedback/index'

let browser
useBrowser((launched) => (browser = launched))

let staff
before(async () => {
  staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
})

async function photo(context) {
  const painter = await context.newPage()
  await painter.setContent('<meta name="viewport" content="width=device-width"><body style="margin:0"><div style="width:200px;height:200px;background:linear-gradient(135deg,#e9c46a,#8c3b12)"></div></body>')
  const buffer = await painter.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 } })
  await painter.close()
  return buffer
}

describe('feedback', () => {
  test('a member tells the store, the staff answer in the console, the member reads the answer and is told', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/pages/member/mine/index')
    await page.getByRole('button', { name: '意見回饋' }).click()
    await page.waitForURL(`**${FEEDBACK}`)
    const form = page.getByTestId('feedback-form')
    await form.waitFor()
    // Nothing written: said under the field, nothing sent.
    await form.getByTestId('feedback-submit').click()
    await form.getByText('請填寫意見內容').waitFor()
    // The member's phone is there already.
    assert.equal(await form.getByLabel('聯絡電話').inputValue(), member.phone)
    await form.getByRole('radio', { name: '服務' }).click()
    await form.getByRole('checkbox', { name: /^關於旺角/ }).waitFor()
    await form.getByLabel('意見內容').fill('今朝等咗 20 分鐘先有人招呼，希望改善。')
    await page.getByTestId('media-file-input').setInputFiles([{ name: 'queue.png', mimeType: 'image/png', buffer: await photo(context) }])
    await page.locator('[data-testid="media-picker"] li[data-uploaded="yes"]').waitFor()
    await screenshot(page, 'feedback-01-form', { fullPage: true })
    await form.getByTestId('feedback-submit').click()

    // My feedback: waiting for an answer.
    const card = page.getByTestId('feedback-card').first()
    await card.and(page.locator('[data-status="open"]')).waitFor()
    assert.match(await card.innerText(), /今朝等咗 20 分鐘/)
    await screenshot(page, 'feedback-02-mine-open')
    const [sent] = (await ok(call('GET', '/v1/feedback/list', { token: member.token }))).list
    assert.equal(sent.sid, STORE)
    assert.equal(sent.category, 'service')
    assert.equal(sent.images.length, 1)

    // The staff answer in the console.
    const counter = await openPhone(browser, { member: staff })
    await counter.page.goto('/console')
    await counter.page.getByTestId('console-feedback-tab').click()
    const item = counter.page.locator(`[data-testid="console-feedback-item"][data-id="${sent.id}"]`)
    await item.waitFor()
    assert.match(await item.innerText(), new RegExp(`\\+852 ${member.phone}`))
    await item.getByLabel('回覆顧客').fill('對唔住要你久等，已同店長跟進。')
    await screenshot(counter.page, 'feedback-03-console')
    await item.getByRole('button', { name: '發送回覆' }).click()
    await counter.page.getByText('已儲存').first().waitFor()
    await item.waitFor({ state: 'detached' }) // answered: off the "open" list
    await counter.context.close()

    // The member reads the answer; the message centre says so and leads back to it.
    await page.goto('/memberPlus/pages/messageCenter/index')
    await page.getByText('你的意見已有回覆').click()
    await page.waitForURL(`**${FEEDBACK}?id=${sent.id}`)
    const answered = page.locator(`[data-testid="feedback-card"][data-id="${sent.id}"]`)
    await answered.getByTestId('feedback-reply').filter({ hasText: '對唔住要你久等，已同店長跟進。' }).waitFor()
    await screenshot(page, 'feedback-04-answered')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    const member = await newMember()
    await ok(call('POST', '/v1/feedback/add', { token: member.token, body: { category: 'food', content: 'Milk tea was lovely. 奶茶好滑！', areaCode: '852', phone: member.phone, sid: STORE }, headers: { 'Idempotency-Key': `fb-${member.phone}` } }))
    const [sent] = (await ok(call('GET', '/v1/feedback/list', { token: member.token }))).list
    await ok(call('POST', '/v1/console/feedback/reply', { token: staff.token, body: { id: sent.id, reply: 'Thank you! 多謝支持！' } }))
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      // One phone per language, turned to each width (a new browser context per shot costs seconds).
      const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { reducedMotion: 'reduce' } })
      await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
      for (const width of [360, 390, 768]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(FEEDBACK)
        await page.getByTestId('feedback-form').waitFor()
        await screenshot(page, `feedback-form-${lang}-${width}`, { fullPage: true })
        await page.getByTestId('feedback-tab-mine').click()
        await page.getByTestId('feedback-reply').waitFor()
        await screenshot(page, `feedback-mine-${lang}-${width}`)
      }
      assert.deepEqual(errors, [])
      await context.close()
    }
  })
})
