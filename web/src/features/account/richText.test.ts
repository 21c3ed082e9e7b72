import { describe, expect, it } from 'vitest'
import { safeHref, sanitizeRichText } from './richText'

describe('agreement text sanitizer', () => {
  it('keeps the allowed structure', () => {
    expect(sanitizeRichText('<h3>1. 會員資格</h3><p>年滿<strong>十四歲</strong><br>可成為<em>會員</em>。</p><ul><li>一</li></ul><ol><li>二</li></ol>')).toEqual([
      { tag: 'h3', children: ['1. 會員資格'] },
      { tag: 'p', children: ['年滿', { tag: 'strong', children: ['十四歲'] }, { tag: 'br', children: [] }, '可成為', { tag: 'em', children: ['會員'] }, '。'] },
      { tag: 'ul', children: [{ tag: 'li', children: ['一'] }] },
      { tag: 'ol', children: [{ tag: 'li', children: ['二'] }] },
    ])
  })

  it('drops scripts, styles and event handlers, and unwraps other tags', () => {
    const nodes = sanitizeRichText('<p onclick="steal()">Hi <span style="color:red">there</span><script>alert(1)</script></p><style>p{}</style><img src=x onerror="alert(1)"><iframe src="//x"></iframe>')
    expect(nodes).toEqual([{ tag: 'p', children: ['Hi ', 'there'] }])
    expect(JSON.stringify(nodes)).not.toMatch(/alert|onclick|onerror|style/)
  })

  it('keeps safe links only', () => {
    expect(sanitizeRichText('<p><a href="https://example.com/a" target="_top" onclick="x()">site</a> <a href="javascript:alert(1)">bad</a> <a href="/memberPlus/pages/richText/index?id=2">policy</a></p>')).toEqual([
      {
        tag: 'p',
        children: [{ tag: 'a', href: 'https://example.com/a', children: ['site'] }, ' ', 'bad', ' ', { tag: 'a', href: '/memberPlus/pages/richText/index?id=2', children: ['policy'] }],
      },
    ])
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'java\tscript:x', 'vbscript:x', null]) expect(safeHref(bad), String(bad)).toBeNull()
    expect(safeHref('mailto:care@example.com')).toBe('mailto:care@example.com')
    expect(safeHref('tel:+85221234567')).toBe('tel:+85221234567')
  })

  it('maps b and i to strong and em', () => {
    expect(sanitizeRichText('<b>bold</b><i>it</i>')).toEqual([
      { tag: 'strong', children: ['bold'] },
      { tag: 'em', children: ['it'] },
    ])
  })
})
