import { describe, expect, it } from 'vitest'
import { webviewTarget } from './webviewTarget'

const ORIGIN = 'https://order.example.hk'

describe('webviewTarget', () => {
  it('opens a path of ours, or an address of this site, in the app', () => {
    expect(webviewTarget('/pages/home/index?x=1', ORIGIN)).toEqual({ kind: 'app', to: '/pages/home/index?x=1' })
    expect(webviewTarget('https://order.example.hk/pages/store/goods?sid=1001', ORIGIN)).toEqual({ kind: 'app', to: '/pages/store/goods?sid=1001' })
    expect(webviewTarget('webview:/memberPlus/pages/richText/index?type=memberTreaty', ORIGIN)).toEqual({ kind: 'app', to: '/memberPlus/pages/richText/index?type=memberTreaty' })
  })

  it('offers another https site to open in the browser, also when encoded twice', () => {
    const plain = webviewTarget('https://www.example.org/news?id=3', ORIGIN)
    expect(plain.kind).toBe('web')
    expect(plain.kind === 'web' && plain.url.hostname).toBe('www.example.org')
    const encoded = webviewTarget('https%3A%2F%2Fwww.example.org%2Fnews', ORIGIN)
    expect(encoded.kind === 'web' && encoded.url.pathname).toBe('/news')
  })

  it('refuses other schemes, protocol-relative links and the payment app renderer', () => {
    for (const link of ['javascript:alert(1)', 'http://www.example.org/', '//evil.example', 'data:text/html,x', 'https://render.alipay.com/p/x', 'https://a.render.alipay.com/', '/a\\b']) {
      expect(webviewTarget(link, ORIGIN)).toEqual({ kind: 'refused' })
    }
  })

  it('has nothing to show without an address', () => {
    expect(webviewTarget(null, ORIGIN)).toEqual({ kind: 'none' })
    expect(webviewTarget('  ', ORIGIN)).toEqual({ kind: 'none' })
  })
})
