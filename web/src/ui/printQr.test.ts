import { describe, expect, it } from 'vitest'
import { qrPrintHtml, qrSvg } from './printQr'

describe('printing a QR code', () => {
  it('PrintPage_HasTheTitleTheCodeAndTheLinkWithTextEscaped', async () => {
    const svg = await qrSvg('http://localhost:8080/?sid=1007&table_id=A3&tk=abc')
    expect(svg).toMatch(/^<svg/)
    const html = qrPrintHtml({ title: 'A3 <枱>', svg, url: 'http://localhost:8080/?sid=1007&table_id=A3&tk=abc', lang: 'zh-HK' })
    expect(html).toContain('<title>A3 &lt;枱&gt;</title>')
    expect(html).toContain('<h1>A3 &lt;枱&gt;</h1>')
    expect(html).toContain('?sid=1007&amp;table_id=A3&amp;tk=abc</p>')
    expect(html).toContain(`<div class="qr">${svg}</div>`)
    expect(html).toContain('<html lang="zh-HK">')
  })
})
