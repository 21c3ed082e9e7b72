import { describe, expect, it } from 'vitest'
import { desktopBypassed, isDesktop } from './device'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe('isDesktop', () => {
  it('is false for a phone whatever the width', () => {
    expect(isDesktop(IPHONE, 1200)).toBe(false)
  })
  it('is true for a desktop browser with a wide window, false for a narrow one', () => {
    expect(isDesktop(LINUX, 1280)).toBe(true)
    expect(isDesktop(LINUX, 390)).toBe(false)
  })
  it('is false for an iPad that reports a Mac user agent', () => {
    expect(isDesktop('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 1024, 5)).toBe(false)
  })
})

describe('desktopBypassed', () => {
  it('honours ?pc=0 and the stored flag; ?pc=1 forces the notice', () => {
    expect(desktopBypassed('?pc=0', null)).toBe(true)
    expect(desktopBypassed('', '0')).toBe(true)
    expect(desktopBypassed('?pc=1', '0')).toBe(false)
    expect(desktopBypassed('', null)).toBe(false)
  })
})
