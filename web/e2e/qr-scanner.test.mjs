// The in-app QR scanner (issue 21) in a real browser, against a running qsr-server started with
// QSR_DEV=1 (the demo tables' codes come from /v1/dev/tables):
// - The camera: Chromium's fake camera films a table's QR code; the home page's "scan to order"
//   lands at that table, and no camera track is left running after it.
// - A photo instead: with the camera refused, the scanner explains how to allow it and offers a
//   photo; a photo without a code and a code of another site are explained and nothing opens; a
//   photo of the seed's scene form of a table code lands at that table.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { chromium } from 'playwright-core'
import QRCode from 'qrcode'
import { openPhone } from './apiHelpers.mjs'
import { api, assertServerUp, BASE_URL, screenshot } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store, with dine-in and tables A1–A8, B1–B4

/**
 * One YUV4MPEG2 frame (what Chromium's fake camera plays, in a loop) of a QR code of `text` on a
 * grey wall, so the camera path reads a real picture through the real decoder.
 */
function y4mOfQr(text, width = 640, height = 480) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const scale = Math.floor((Math.min(width, height) * 0.7) / (modules.size + 2 * quiet))
  const side = scale * (modules.size + 2 * quiet)
  const left = Math.floor((width - side) / 2)
  const top = Math.floor((height - side) / 2)
  const luma = Buffer.alloc(width * height, 128)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet
      const col = Math.floor(x / scale) - quiet
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col)
      luma[(top + y) * width + left + x] = dark ? 16 : 235
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma])
}

/** The demo table's code as the server prints it, for this server's own address. */
async function tableCode(tableId) {
  const table = (await api(`/v1/dev/tables?sid=${STORE}`)).list.find((t) => t.table_id === tableId)
  assert.ok(table, `no demo table ${tableId}`)
  // The server prints its configured app address (QSR_APP_URL); a test server has none, and a
  // deployment's is the address its customers open, which this test's browser opens as BASE_URL.
  return { url: `${BASE_URL}/${new URL(table.url).search}`, scene: table.scene }
}

let browser
let dir
let codeA1
before(async () => {
  await assertServerUp()
  codeA1 = await tableCode('A1')
  dir = mkdtempSync(join(tmpdir(), 'qsr-scan-'))
  const film = join(dir, 'table-a1.y4m')
  writeFileSync(film, y4mOfQr(codeA1.url))
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--headless',
      // A camera that films the table code; whether a page may use it is the context's permission.
      '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${film}`,
    ],
  })
})
after(async () => {
  await browser?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A phone at the demo store that agreed to the privacy policy; `camera` grants the camera. */
async function phone({ camera }) {
  const { context, page, errors } = await openPhone(browser, {
    store: STORE,
    contextOptions: { permissions: camera ? ['geolocation', 'camera'] : ['geolocation'] },
  })
  // Every stream the page opens, to check that leaving the scanner stops them all.
  await context.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    window.__qsrStreams = []
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      window.__qsrStreams.push(stream)
      return stream
    }
  })
  await page.reload()
  return { context, page, errors }
}

const liveTracks = (page) => page.evaluate(() => (window.__qsrStreams ?? []).flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length)

describe('QR scanner', { timeout: 60_000 }, () => {
  test('the camera reads a table code on the home page and lands at the table, camera off after', async () => {
    const { context, page, errors } = await phone({ camera: true })
    await page.getByTestId('home-scan').click()
    await page.waitForURL((url) => url.pathname === '/tangshi/pages/table/goods' && url.searchParams.get('table_id') === 'A1')
    await page.getByTestId('table-number').filter({ hasText: 'A1' }).waitFor()
    assert.equal(await page.getByTestId('qr-scanner').count(), 0)
    assert.ok(await page.evaluate(() => window.__qsrStreams.length) >= 1, 'the camera was opened')
    assert.equal(await liveTracks(page), 0, 'no camera left on')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('camera refused: the scanner explains; photos are read, explained or opened', async () => {
    const { context, page, errors } = await phone({ camera: false })
    await page.getByTestId('home-scan').click()
    const scanner = page.getByTestId('qr-scanner')
    const problem = scanner.getByTestId('scan-problem')
    await problem.waitFor()
    assert.equal(await problem.getAttribute('data-problem'), 'denied')
    assert.match(await problem.innerText(), /未授權相機權限[\s\S]*瀏覽器設定/)
    await screenshot(page, 'scan-camera-denied')

    const photo = page.getByTestId('scan-photo-input')
    const message = scanner.getByTestId('scan-message')
    // A photo without a code: the home page itself.
    await scanner.getByRole('button', { name: '從相簿選擇' }).waitFor()
    await photo.setInputFiles({ name: 'no-code.png', mimeType: 'image/png', buffer: await page.screenshot() })
    await message.filter({ hasText: '相片中找不到二維碼' }).waitFor()
    // Another site's code, dressed as a table code: explained, never opened.
    const outside = await QRCode.toBuffer(`https://example.com/?sid=${STORE}&table_id=A1&tk=x`, { width: 320 })
    await photo.setInputFiles({ name: 'outside.png', mimeType: 'image/png', buffer: outside })
    await message.filter({ hasText: '不是本店的二維碼' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/pages/home/index')
    await screenshot(page, 'scan-not-ours')

    // The seed's scene form of table A2's code, from a photo: through the launch flow to the table.
    const { scene } = await tableCode('A2')
    await photo.setInputFiles({ name: 'a2.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(scene, { width: 320 }) })
    await page.waitForURL((url) => url.pathname === '/tangshi/pages/table/goods' && url.searchParams.get('table_id') === 'A2')
    await page.getByTestId('table-number').filter({ hasText: 'A2' }).waitFor()
    assert.equal(await liveTracks(page), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
