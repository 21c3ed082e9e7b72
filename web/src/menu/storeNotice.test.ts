import { describe, expect, it } from 'vitest'
import { i18n, setLanguage } from '../i18n'
import { closedNotice } from './storeNotice'

describe('the notice of a store that is not open', () => {
  it('ClosedStoreNotice_SaysFromWhenItTakesBookings_NotBrowseOnly', async () => {
    await setLanguage('zh-HK')
    const t = i18n.t.bind(i18n)
    expect(closedNotice(t, 'closed', '明天 07:30')).toBe('門店休息中，可預約 明天 07:30 起的時段')
    expect(closedNotice(t, 'break', '今天 15:00')).toBe('門店小休中，可預約 今天 15:00 起的時段')
    expect(closedNotice(t, 'closed', null)).toBe('門店休息中，現時只可瀏覽餐牌')
    expect(closedNotice(t, 'busy', '明天 07:30')).toBe('門店繁忙，暫不接單')
  })
})
