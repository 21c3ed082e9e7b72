import { describe, expect, it } from 'vitest'
import { NO_SESSION, type Session } from '../api/session'
import { guardRedirect, pageAccess, safeReturnUrl } from './authGuard'
import { PAGE_PATHS } from './pagePaths'
import { GUARDED_PREFIXES, PUBLIC_PAGES } from './publicPages'

const visitor: Session = { ...NO_SESSION, token: 'visitor-token' }
const memberWithPhone: Session = { token: 'm', mode: 'member', memberId: 7, hasPhone: true }
const memberWithoutPhone: Session = { ...memberWithPhone, hasPhone: false }

describe('navigation guard (spec 000 §2)', () => {
  it('lists only real pages of the guarded packages', () => {
    for (const path of Object.keys(PUBLIC_PAGES)) {
      expect(PAGE_PATHS, path).toContain(path)
      expect(GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)), path).toBe(true)
    }
  })

  it('sends a visitor from a member page to the auth page with the original address', () => {
    const target = guardRedirect('/memberPlus/pages/accountSetting/index', '?from=mine&x=1', visitor)
    expect(target).toBe('/account/pages/public/auth/index?oldUrl=%2FmemberPlus%2Fpages%2FaccountSetting%2Findex%3Ffrom%3Dmine%26x%3D1')
    expect(new URL(target as string, 'http://x').searchParams.get('oldUrl')).toBe('/memberPlus/pages/accountSetting/index?from=mine&x=1')
  })

  it('guards every package the spec names', () => {
    for (const path of ['/member/pages/voucher/voucherList/index', '/integralMall/pages/integralOrder/index', '/memberPlus/pages/membershipCancellation/index', '/memberMinVolume/pages/unsubscribe/index', '/orderPlus/pages/invoice/index/index']) {
      expect(pageAccess(path), path).toBe('memberWithPhone')
      expect(guardRedirect(path, '', visitor), path).not.toBeNull()
      expect(guardRedirect(path, '', memberWithoutPhone), path).not.toBeNull()
      expect(guardRedirect(path, '', memberWithPhone), path).toBeNull()
    }
  })

  it('lets anyone open the public pages', () => {
    for (const path of ['/member/pages/voucher/voucherCenter/index', '/integralMall/pages/index/index', '/memberPlus/pages/settings/index', '/memberPlus/pages/richText/index', '/orderPlus/pages/webview/index', '/member/pages/memberBenefits/list/index', '/member/pages/buyEquityCard/index', '/memberPlus/pages/versionList/index', '/orderPlus/pages/order/note/index']) {
      expect(pageAccess(path), path).toBe('anyone')
      expect(guardRedirect(path, '', NO_SESSION), path).toBeNull()
    }
  })

  it('lets a member without a phone open their own pages, but not a visitor', () => {
    for (const path of ['/member/pages/userInfo/index', '/member/pages/address/list/index', '/member/pages/address/edit/index']) {
      expect(pageAccess(path), path).toBe('member')
      expect(guardRedirect(path, '', memberWithoutPhone), path).toBeNull()
      expect(guardRedirect(path, '', visitor), path).toMatch(/^\/account\/pages\/public\/auth\/index\?oldUrl=/)
    }
  })

  it('leaves legacy paths to their redirect, and guards where they lead', () => {
    expect(guardRedirect('/member/pages/setting/index', '', NO_SESSION)).toBeNull() // -> memberMinVolume/pages/setting/index
    expect(guardRedirect('/memberMinVolume/pages/setting/index', '', NO_SESSION)).toBeNull()
    expect(guardRedirect('/member/pages/unknownThing/index', '', NO_SESSION)).toBeNull()
  })

  it('does not guard pages outside those packages', () => {
    for (const path of ['/pages/home/index', '/pages/member/mine/index', '/pages/store/goods', '/account/pages/public/auth/index', '/mainFlow/pages/order/detail/index']) {
      expect(guardRedirect(path, '', NO_SESSION), path).toBeNull()
    }
  })
})

describe('return address after login', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnUrl('/member/pages/address/list/index?x=1')).toBe('/member/pages/address/list/index?x=1')
  })

  it('refuses other sites and the auth pages', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, '/account/pages/public/auth/index?oldUrl=/x']) {
      expect(safeReturnUrl(bad), String(bad)).toBeNull()
    }
  })
})
