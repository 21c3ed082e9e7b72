import { describe, expect, it } from 'vitest'
import { classifyScan, opensInApp } from './scanTarget'

const ORIGIN = 'https://order.harbour.example'

describe('classifyScan', () => {
  it('opens a table code of this app through the entry page, query kept', () => {
    expect(classifyScan(`${ORIGIN}/?sid=1007&table_id=A1&tk=abc123`, ORIGIN)).toEqual({ kind: 'app', to: '/?sid=1007&table_id=A1&tk=abc123' })
  })

  it('opens a store code, an invitation and the entry page with a scanned address', () => {
    expect(classifyScan(`${ORIGIN}/?sid=1007`, ORIGIN)).toEqual({ kind: 'app', to: '/?sid=1007' })
    expect(classifyScan(`${ORIGIN}/?inviteCode=K7Q2`, ORIGIN)).toEqual({ kind: 'app', to: '/?inviteCode=K7Q2' })
    expect(classifyScan(`${ORIGIN}/pages/index/index?q=x`, ORIGIN)).toEqual({ kind: 'app', to: '/pages/index/index?q=x' })
  })

  it('opens a group order invitation and gift links at their pages', () => {
    expect(classifyScan(`${ORIGIN}/pages/order/groupMeal/index?uniqueId=g1&sid=1007`, ORIGIN)).toEqual({
      kind: 'app',
      to: '/pages/order/groupMeal/index?uniqueId=g1&sid=1007',
    })
    expect(classifyScan(`${ORIGIN}/member/pages/giftCard/receive/index?token=t1`, ORIGIN)).toEqual({
      kind: 'app',
      to: '/member/pages/giftCard/receive/index?token=t1',
    })
    expect(classifyScan(`${ORIGIN}/memberMinVolume/pages/equityNameDetail/index?token=t2`, ORIGIN).kind).toBe('app')
    expect(classifyScan(`${ORIGIN}/member/pages/voucher/voucherDonate/index?token=t3`, ORIGIN).kind).toBe('app')
  })

  it('ignores surrounding spaces and a trailing slash on the page path', () => {
    expect(classifyScan(`  ${ORIGIN}/pages/home/index/  `, ORIGIN)).toEqual({ kind: 'app', to: '/pages/home/index' })
  })

  it('sends a moved page path of the seed where it is now, query kept', () => {
    expect(classifyScan(`${ORIGIN}/pages/store/index?sid=1007`, ORIGIN)).toEqual({ kind: 'legacy', to: '/pages/store/goods?sid=1007' })
    expect(classifyScan(`${ORIGIN}/member/pages/voucher/myVoucherList/index`, ORIGIN)).toEqual({
      kind: 'legacy',
      to: '/memberMinVolume/pages/voucher/myVoucherList/index',
    })
  })

  it('reads the seed\'s hash links', () => {
    expect(classifyScan(`${ORIGIN}/#/pages/store/index?sid=1007`, ORIGIN)).toEqual({ kind: 'legacy', to: '/pages/store/goods?sid=1007' })
    expect(classifyScan(`${ORIGIN}/#/pages/home/index`, ORIGIN)).toEqual({ kind: 'legacy', to: '/pages/home/index' })
  })

  it('opens the seed\'s scene strings through the launch flow', () => {
    expect(classifyScan('sid:1007/table_id:A1', ORIGIN)).toEqual({ kind: 'legacy', to: '/pages/index/index?scene=sid%3A1007%2Ftable_id%3AA1' })
    expect(classifyScan('sid%3A1007%2Fpre%3A1', ORIGIN).kind).toBe('legacy')
    expect(classifyScan('inviteCode:K7Q2', ORIGIN).kind).toBe('legacy')
  })

  it('knows a member code and does not open it', () => {
    const target = classifyScan('123456789012345678', ORIGIN)
    expect(target).toEqual({ kind: 'memberCode', code: '123456789012345678' })
    expect(opensInApp(target)).toBe(false)
    expect(classifyScan('023456789012345678', ORIGIN).kind).toBe('unknown')
  })

  it('never opens another site, however it looks like ours', () => {
    for (const text of [
      'https://evil.example/?sid=1007&table_id=A1&tk=x',
      `http://order.harbour.example/?sid=1007`,
      `${ORIGIN}.evil.example/pages/home/index`,
      `https://user:pw@order.harbour.example/pages/home/index`,
      '//evil.example/pages/home/index',
      `${ORIGIN}/#//evil.example/x`,
    ]) {
      expect(classifyScan(text, ORIGIN), text).toEqual({ kind: 'unknown' })
    }
  })

  it('knows nothing of other schemes, plain words, the API or unknown paths', () => {
    for (const text of [
      '',
      '   ',
      'javascript:alert(1)',
      'mailto:a@b.example',
      'tel:21234567',
      'WIFI:S:cafe;T:WPA;P:secret;;',
      'hello world',
      'colour:red/size:large',
      'tk:abc',
      `${ORIGIN}/v1/store/list`,
      `${ORIGIN}/admin/v1/store/table/qr.svg?sid=1`,
      `${ORIGIN}/nowhere/at/all`,
      `${ORIGIN}/${'a'.repeat(2100)}`,
    ]) {
      expect(classifyScan(text, ORIGIN), text).toEqual({ kind: 'unknown' })
    }
  })

  it('says which targets open in the app', () => {
    expect(opensInApp({ kind: 'app', to: '/' })).toBe(true)
    expect(opensInApp({ kind: 'legacy', to: '/' })).toBe(true)
    expect(opensInApp({ kind: 'unknown' })).toBe(false)
  })
})
