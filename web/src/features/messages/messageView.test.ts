import { describe, expect, it } from 'vitest'
import type { Message } from '../../api/messages'
import { badgeText } from '../../ui/UnreadBadge'
import { categoryKey, inAppTarget, newestId } from './messageView'

const message = (id: number): Message => ({ id, category: 'order', title: 't', body: 'b', link: '', createdAt: 0, read: false, readAt: null })

describe('message centre view rules', () => {
  it('Link_OnlyAPathInsideTheAppIsFollowed', () => {
    expect(inAppTarget('/mainFlow/pages/order/detail/index?order_id=N1')).toBe('/mainFlow/pages/order/detail/index?order_id=N1')
    expect(inAppTarget('')).toBeNull()
    expect(inAppTarget('https://evil.example')).toBeNull()
    expect(inAppTarget('//evil.example/x')).toBeNull()
    expect(inAppTarget('/\\evil.example')).toBeNull()
    expect(inAppTarget('javascript:alert(1)')).toBeNull()
  })

  it('ReadAll_MarksUpToTheNewestLoadedMessage', () => {
    expect(newestId([])).toBeUndefined()
    expect(newestId([message(3), message(9), message(5)])).toBe(9)
  })

  it('Badge_ShowsTheCountUpTo99Plus_NothingAtZero', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(7)).toBe('7')
    expect(badgeText(100)).toBe('99+')
  })

  it('Category_HasAnI18nKey', () => {
    expect(categoryKey('points')).toBe('messages.category.points')
  })
})
