import { describe, expect, it } from 'vitest'
import { linkTarget } from './linkTarget'

describe('linkTarget: a path of ours opens in the app, an https address in a new tab, nothing else is tappable', () => {
  it('PathOfOurs_OpensThroughTheRouter', () => {
    expect(linkTarget('/integralMall/pages/detail/index?id=9')).toEqual({ kind: 'app', to: '/integralMall/pages/detail/index?id=9' })
    expect(linkTarget('/member/pages/taskCenter/index')).toEqual({ kind: 'app', to: '/member/pages/taskCenter/index' })
  })

  it('HttpsAddress_OpensOnTheWeb', () => {
    expect(linkTarget('https://harbourkitchen.example/autumn')).toEqual({ kind: 'web', href: 'https://harbourkitchen.example/autumn' })
    expect(linkTarget('HTTPS://harbourkitchen.example')).toEqual({ kind: 'web', href: 'HTTPS://harbourkitchen.example' })
  })

  it('ProtocolRelativeAddress_IsNotTappable (//host would leave the app while looking like a path)', () => {
    expect(linkTarget('//evil.example/x')).toBeNull()
  })

  it('OtherSchemes_AreNotTappable', () => {
    for (const link of ['http://harbourkitchen.example', 'javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'tel:12345678', 'https://', 'https:///path']) {
      expect(linkTarget(link), link).toBeNull()
    }
  })

  it('RelativeOrEmptyLinks_AreNotTappable', () => {
    for (const link of ['', null, undefined, 'pages/home/index', '?id=1', '#top']) expect(linkTarget(link), String(link)).toBeNull()
  })

  it('LinksWithSpacesControlsOrBackslashes_AreNotTappable', () => {
    for (const link of ['/pages/home/index x', '/\\evil.example', '/a\nb', 'https://a.example/\u0000', ' /pages/home/index']) {
      expect(linkTarget(link), JSON.stringify(link)).toBeNull()
    }
  })

  it('OverlongLink_IsNotTappable', () => {
    expect(linkTarget(`/${'a'.repeat(2001)}`)).toBeNull()
  })
})
