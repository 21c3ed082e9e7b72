// The accounts journeys in a real browser against a running qsr-server started with QSR_DEV=1
// (the SMS codes are read from GET /v1/dev/sms/outbox).
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { call, newMember, openPhone, randomPhone, smsCode } from './apiHelpers.mjs'
import { newPhoneContext, screenshot, useBrowser } from './browser.mjs'

let browser
useBrowser((launched) => (browser = launched))

/** A random 9-digit Octopus number with a valid Luhn check digit (8 random digits + check). */
function randomOctopus() {
  const body = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  for (let check = 0; check < 10; check++) {
    const digits = body + check
    let sum = 0
    for (let i = 0; i < digits.length; i++) {
      let value = Number(digits[digits.length - 1 - i])
      if (i % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2
      sum += value
    }
    if (sum % 10 === 0) return digits
  }
  throw new Error('unreachable')
}

/** Opens the app as that member (the session the auth page would have stored). */
async function signedInPage(member) {
  const { context, page } = await openPhone(browser, { member })
  return { context, page }
}

function session(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('qsr.session') ?? 'null'))
}

describe('accounts', () => {
  test('register by SMS, complete the profile, add an address, set a password, log out and in, then expire', async () => {
    const context = await newPhoneContext(browser)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    const phone = randomPhone()
    const password = `Harbour#${Math.floor(Math.random() * 1e4)}`

    // A member page sends a new visitor to the auth page, remembering where they were going.
    await page.goto('/member/pages/address/list/index')
    await page.waitForURL('**/account/pages/public/auth/index?**')
    assert.equal(new URL(page.url()).searchParams.get('oldUrl'), '/member/pages/address/list/index')
    await page.waitForFunction(() => localStorage.getItem('qsr.session')) // the launch's visitor session
    const visitor = await session(page)
    assert.equal(visitor?.mode, 'tourist')
    await screenshot(page, 'accounts-01-auth')

    // Client-side validation before anything is sent.
    await page.getByRole('button', { name: '登入 / 註冊' }).click()
    await page.getByText('請輸入手機號碼').first().waitFor()
    await page.getByLabel('手機號碼').fill('21234567')
    await page.getByRole('button', { name: '發送驗證碼' }).click()
    await page.getByText('請輸入正確的手機號碼').waitFor()

    await page.getByLabel('手機號碼').fill(phone)
    await page.getByRole('button', { name: '發送驗證碼' }).click()
    await page.getByRole('button', { name: /秒後重發/ }).waitFor()
    await page.getByLabel('驗證碼', { exact: true }).fill(await smsCode(phone))
    await page.getByRole('button', { name: '登入 / 註冊' }).click()
    await page.getByRole('alert').filter({ hasText: '請先閱讀並同意會員條款及私隱政策' }).waitFor()
    await page.getByRole('checkbox', { name: /會員條款/ }).check()
    await page.getByRole('checkbox', { name: /私隱政策/ }).check()
    await screenshot(page, 'accounts-02-auth-filled')
    await page.getByRole('button', { name: '登入 / 註冊' }).click()

    // Signing up asked only for the phone and its code: a new member goes straight back to where
    // they were going (review finding 13); the profile waits on the Mine page.
    await page.waitForURL((url) => url.pathname === '/member/pages/address/list/index')
    const member = await session(page)
    assert.equal(member.mode, 'member')
    assert.equal(member.hasPhone, true)
    assert.notEqual(member.token, visitor.token)
    assert.equal(await page.evaluate(() => localStorage.getItem('agreementModal')), '1')
    await page.goto('/pages/member/mine/index')
    await page.getByTestId('complete-profile').click()
    await page.waitForURL('**/member/pages/userInfo/index**')
    await page.getByLabel('姓氏').fill('陳')
    await page.getByLabel('名字').fill('大文')
    await page.getByLabel('暱稱').fill('阿文')
    // The birthday as Hong Kong writes it, 年 月 日, not the browser's month-first date input.
    const thirteen = new Date(Date.now() + 8 * 3600_000)
    thirteen.setUTCFullYear(thirteen.getUTCFullYear() - 13)
    const pickBirthday = async (year, month, day) => {
      await page.getByRole('combobox', { name: '年' }).selectOption(String(year))
      await page.getByRole('combobox', { name: '月' }).selectOption(String(month).padStart(2, '0'))
      await page.getByRole('combobox', { name: '日' }).selectOption(String(day).padStart(2, '0'))
    }
    await pickBirthday(thirteen.getUTCFullYear(), thirteen.getUTCMonth() + 1, thirteen.getUTCDate())
    await page.getByLabel('八達通卡號').fill('12345678')
    await page.getByRole('button', { name: '儲存' }).click()
    await page.getByText('當前輸入生日不滿十四周歲，請確認！').waitFor()
    await page.getByText('請輸入正確的八達通卡號').waitFor()
    await screenshot(page, 'accounts-03-register-info-errors')
    await pickBirthday(1990, 5, 20)
    await page.getByLabel('八達通卡號').fill(randomOctopus())
    await page.getByLabel('電郵').fill(`m${phone}@example.com`)
    await page.getByRole('button', { name: '儲存' }).click()
    await page.getByText('已儲存').first().waitFor()
    await page.goto('/member/pages/address/list/index')

    // Back where they were going: the (empty) address list. Add one.
    await page.waitForURL((url) => url.pathname === '/member/pages/address/list/index')
    await page.getByText('暫時未有地址').waitFor()
    await page.getByRole('button', { name: '新增地址' }).click()
    await page.waitForURL('**/member/pages/address/edit/index')
    // Review finding 14: the member's name and phone come prefilled; the floor and flat are required;
    // where the address is reads as a district, never as coordinates.
    assert.equal(await page.getByLabel('聯絡人').inputValue(), '陳大文')
    assert.equal(await page.getByLabel('聯絡電話').inputValue(), phone)
    await page.getByLabel('地址', { exact: true }).fill('中環皇后大道中 100 號')
    await page.getByRole('button', { name: '儲存地址' }).click()
    await page.getByText('請使用你的位置或選擇地區').waitFor()
    await page.getByText('請填寫樓層及單位').waitFor()
    await page.getByLabel('樓層及單位').fill('12 樓 A 室')
    await page.getByRole('button', { name: '使用我的位置' }).click()
    const where = page.getByText(/已按你目前的位置定位（中西區附近）/)
    await where.waitFor()
    assert.doesNotMatch(await where.innerText(), /\d+\.\d{3}/, 'no raw coordinates')
    await screenshot(page, 'accounts-04-address-edit')
    await page.getByRole('button', { name: '儲存地址' }).click()
    await page.waitForURL((url) => url.pathname === '/member/pages/address/list/index')
    const card = page.getByTestId('address-card').first()
    await card.getByText('中環皇后大道中 100 號 12 樓 A 室').waitFor()
    assert.equal(await card.getAttribute('data-default'), 'true', 'the first address is the default')
    await screenshot(page, 'accounts-05-address-list')

    // Settings: set a password, with the rules ticked off live.
    await page.goto('/memberPlus/pages/settings/index')
    await page.getByRole('button', { name: '帳號與安全' }).or(page.getByText('帳號與安全')).first().click()
    await page.waitForURL('**/memberPlus/pages/accountSetting/index')
    await page.getByText('設定密碼').first().click()
    await page.getByLabel('新密碼').fill('harbour')
    assert.equal(await page.locator('[data-rule="upper"]').getAttribute('data-met'), 'false')
    await page.getByLabel('新密碼').fill(password)
    await page.getByLabel('確認密碼').fill(password)
    for (const rule of ['length', 'digit', 'upper', 'lower', 'symbol', 'match']) {
      assert.equal(await page.locator(`[data-rule="${rule}"]`).getAttribute('data-met'), 'true', rule)
    }
    await screenshot(page, 'accounts-06-set-password')
    await page.getByRole('button', { name: '設定密碼' }).last().click()
    await page.getByText('修改密碼').first().waitFor()
    await page.getByText('已設定').waitFor()

    // Log out: a visitor again, at home.
    await page.goto('/memberPlus/pages/settings/index')
    await page.getByRole('button', { name: '登出' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '登出' }).click()
    await page.waitForURL('**/pages/home/index')
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('qsr.session') ?? '{}').mode === 'tourist' && JSON.parse(localStorage.getItem('qsr.session')).token)
    await page.getByRole('dialog').first().waitFor({ state: 'detached' }) // the confirm closing
    await page.waitForTimeout(500)
    // (The day's marketing popup may be due for the visitor: it is no privacy prompt.)
    assert.equal(await page.locator('[role="dialog"]:not([data-testid="marketing-popup"])').count(), 0, 'no privacy prompt: the agreement is remembered')

    // Log in with the password; without oldUrl it lands on the profile tab.
    await page.goto('/pages/member/mine/index')
    await page.getByRole('button', { name: '登入 / 註冊' }).click()
    await page.waitForURL('**/account/pages/public/auth/index**')
    await page.getByRole('tab', { name: '密碼登入' }).click()
    await page.getByLabel('手機號碼').fill(phone)
    await page.getByLabel('密碼', { exact: true }).fill(password)
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await page.waitForURL('**/pages/member/mine/index')
    await page.getByTestId('member-phone').filter({ hasText: `+852 ${phone.slice(0, 3)}*${phone.slice(4)}` }).waitFor()
    await page.getByText('阿文').waitFor()
    await screenshot(page, 'accounts-07-mine-member')

    // The session ends on the server (revoked elsewhere); the page then makes several calls at
    // once and exactly one login-expired modal appears.
    const { token } = await session(page)
    const revoked = await call('POST', '/v1/member/logout', { token })
    assert.equal(revoked.body.resultCode, 0)
    await page.goto('/member/pages/address/list/index')
    const expired = page.getByRole('dialog').filter({ hasText: '登入已失效' })
    await expired.waitFor()
    await page.waitForTimeout(800) // every failing call has answered by now
    assert.equal(await page.getByRole('dialog').count(), 1, 'exactly one modal')
    assert.equal(await expired.getByRole('button').count(), 1, 'one confirm button')
    await screenshot(page, 'accounts-08-login-expired')
    await expired.getByRole('button', { name: '重新登入' }).click()
    await page.waitForURL('**/account/pages/public/auth/index?**')
    const target = new URL(page.url())
    assert.equal(target.searchParams.get('isLogout'), 'true')
    assert.equal(target.searchParams.get('oldUrl'), '/member/pages/address/list/index')
    await page.getByText('你已登出，請重新登入。').waitFor()
    await page.getByRole('dialog').first().waitFor({ state: 'detached' })
    assert.equal((await session(page)).mode, 'tourist')
    await screenshot(page, 'accounts-09-auth-after-expiry')

    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member switches to English, then withdraws privacy consent and becomes a visitor', async () => {
    const member = await newMember()
    const { context, page } = await signedInPage(member)
    await page.goto('/memberPlus/pages/settings/index')
    await page.getByRole('radio', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'Settings' }).waitFor()
    // spec 000 §7: the member's language is sent when it differs
    // Up to 30 s: on a loaded CI machine the settings page's language call can come late.
    for (let i = 0; i < 300; i++) {
      const info = await call('GET', '/v1/member/info', { token: member.token })
      if (info.body.data.language === 'en') break
      assert.ok(i < 299, 'the language reached the server')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await screenshot(page, 'accounts-10-settings-en')

    await page.getByText('Withdraw privacy consent').click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'Withdraw your privacy consent' })
    await confirm.waitFor()
    await page.waitForTimeout(400) // the modal's entrance
    await screenshot(page, 'accounts-11-withdraw-confirm')
    await confirm.getByRole('button', { name: 'Withdraw' }).click()
    await page.waitForURL('**/pages/home/index')
    await page.getByText('Authorisation released and logged out').waitFor()
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('qsr.session') ?? '{}').mode === 'tourist')
    assert.equal(await page.evaluate(() => localStorage.getItem('agreementModal')), '0')
    assert.ok(Number(await page.evaluate(() => localStorage.getItem('refuseAgreementTime'))) > 0)
    assert.equal(await page.evaluate(() => localStorage.getItem('qsr.lang')), 'en', 'the language choice stays')
    assert.equal((await call('GET', '/v1/member/info', { token: member.token })).status, 401, 'the member session ended')
    await page.waitForTimeout(500)
    assert.equal(await page.getByRole('dialog', { name: /^(Privacy policy|Our privacy policy has changed)$/ }).count(), 0, 'no privacy prompt right after refusing')
    await context.close()
  })

  test('cancelling the membership needs a password, then closes the account', async () => {
    const member = await newMember()
    const { context, page } = await signedInPage(member)
    const password = 'Cancel#2026x'
    await page.goto('/memberMinVolume/pages/unsubscribe/index')
    await page.getByRole('button', { name: '確認取消會籍' }).click()
    await page.getByText('請先確認已了解以上內容').waitFor()
    await page.getByRole('checkbox', { name: '我已閱讀並了解以上內容' }).check()
    await page.getByLabel('帳號密碼').fill('Whatever#1')
    await screenshot(page, 'accounts-12-cancellation')
    await page.getByRole('button', { name: '確認取消會籍' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '確認取消會籍' }).click()
    // 10041: no password yet -> set one first
    const setFirst = page.getByRole('dialog').filter({ hasText: '你尚未設定登入密碼' })
    await setFirst.waitFor()
    await setFirst.getByRole('button', { name: '設定密碼' }).click()
    await page.waitForURL('**/memberPlus/pages/accountSetting/index?setPassword=1')
    await page.getByLabel('新密碼').fill(password)
    await page.getByLabel('確認密碼').fill(password)
    await page.getByRole('button', { name: '設定密碼' }).last().click()
    await page.getByText('已設定').waitFor()

    await page.goto('/memberPlus/pages/membershipCancellation/index')
    await page.getByRole('checkbox', { name: '我已閱讀並了解以上內容' }).check()
    await page.getByLabel('帳號密碼').fill(password)
    await page.getByRole('button', { name: '確認取消會籍' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '確認取消會籍' }).click()
    await page.waitForURL('**/pages/home/index')
    await page.getByText('會籍已取消').waitFor()
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('qsr.session') ?? '{}').mode === 'tourist')
    const login = await call('POST', '/v1/account/login', { body: { areaCode: '852', phone: member.phone, password } })
    assert.notEqual(login.body.resultCode, 0, 'a closed account cannot log in')
    await context.close()
  })
})
