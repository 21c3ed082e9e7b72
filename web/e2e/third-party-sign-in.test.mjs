// Sign-in with Google in a real browser: a private server configured with a local OpenID Connect
// provider (./oidcProvider.mjs, its own keys), the button on the auth page, the provider's page,
// the callback, the ticket redeemed by the app, and the phone step of a first sign-in.
import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { once } from 'node:events'
import { describe, test } from 'node:test'
import { startBrandServer, serverBinaryExists, SERVER_BIN } from './brandServer.mjs'
import { newPhoneContext, screenshot, useBrowser } from './browser.mjs'
import { startOidcProvider } from './oidcProvider.mjs'

let browser
useBrowser((launched) => (browser = launched))

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('third-party sign-in', () => {
  test('a first Google sign-in comes back signed in without a phone and binds one by SMS', async (t) => {
    if (!serverBinaryExists()) {
      t.skip(`no server binary at ${SERVER_BIN} to start with a provider configured`)
      return
    }
    const idp = await startOidcProvider({ clientId: 'qsr-e2e', clientSecret: 'e2e+secret', subject: `g-${Date.now()}`, name: '陳大文' })
    const port = await freePort()
    const server = await startBrandServer(() => {}, {
      port,
      env: {
        QSR_OIDC_REDIRECT_URL: `http://127.0.0.1:${port}/v1/account/thirdCallback`,
        QSR_OIDC_GOOGLE_ISSUER: idp.issuer,
        QSR_OIDC_GOOGLE_CLIENT_ID: 'qsr-e2e',
        QSR_OIDC_GOOGLE_CLIENT_SECRET: 'e2e+secret',
      },
    })
    const context = await newPhoneContext(browser, { baseURL: server.baseUrl })
    try {
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto('/account/pages/public/auth/index?oldUrl=%2Fmember%2Fpages%2Faddress%2Flist%2Findex')
      const google = page.getByRole('button', { name: '使用 Google 繼續' })
      await google.waitFor()
      const box = await google.boundingBox()
      assert.ok(box && box.height >= 44, `the button is a 44px target (${box?.height})`)
      await screenshot(page, 'third-01-auth-buttons')

      await google.click()
      // Out to the provider, back to our callback, back to the auth page with a ticket that the
      // app redeems and takes off the address: a new account, asked for its phone.
      await page.waitForURL((url) => url.searchParams.get('bindPhone') === '1')
      assert.equal(new URL(page.url()).searchParams.get('thirdTicket'), null)
      await page.getByText('首次登入：請綁定手機號碼以完成註冊').waitFor()
      const session = await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.session') ?? 'null'))
      assert.equal(session?.mode, 'member')
      assert.equal(session?.hasPhone, false)
      await screenshot(page, 'third-02-bind-phone')

      const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
      await page.getByLabel('手機號碼').fill(phone)
      await page.getByRole('button', { name: '發送驗證碼' }).click()
      await page.getByRole('button', { name: /秒後重發/ }).waitFor()
      const outbox = await (await context.request.get(`/v1/dev/sms/outbox?areaCode=852&phone=${phone}`)).json()
      await page.getByLabel('驗證碼', { exact: true }).fill(outbox.data.list[0].code)
      await page.getByRole('checkbox', { name: /會員條款/ }).check()
      await page.getByRole('checkbox', { name: /私隱政策/ }).check()
      await page.getByRole('button', { name: '登入 / 註冊' }).click()
      await page.waitForURL((url) => url.pathname === '/member/pages/address/list/index')
      const bound = await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.session') ?? 'null'))
      assert.equal(bound?.hasPhone, true)
      assert.equal(bound?.memberId, session.memberId)  // the same account, now with its phone
      assert.deepEqual(errors, [])
    } finally {
      await context.close()
      await server.stop()
      await idp.stop()
    }
  })
})
