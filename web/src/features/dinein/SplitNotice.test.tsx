import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TableSplit } from '../../api/dinein'
import { setLanguage } from '../../i18n'
import { SplitNotice } from './SplitNotice'

const split: TableSplit = {
  people: 3,
  taken: 1,
  paidParts: 1,
  paidPrice: '23.33',
  partPrice: '23.33',
  price: '70',
  payers: [{ parts: 1, price: '23.33', paid: true, yours: false }],
  yours: null,
  startedByYou: false,
}

describe('a bill split equally, at the table', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('SplitEqually_ADinerWhoHasNotPaidIsOfferedTheirPartAndSeesWhoPaid', async () => {
    const onPay = vi.fn()
    render(<SplitNotice split={split} onPay={onPay} onCallOff={vi.fn()} />)
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('平均分攤：3 人')
    expect(notice).toHaveTextContent('已付 1 / 3 份（$23.33 / $70）')
    expect(notice).toHaveTextContent('同枱朋友 · 1 份 · $23.33')
    expect(screen.queryByRole('button', { name: '取消分攤' })).toBeNull()  // not theirs to call off
    await userEvent.setup().click(screen.getByRole('button', { name: /付我的一份/ }))
    expect(onPay).toHaveBeenCalled()
  })

  it('SplitEqually_APayerIsToldTheirPartIsPaidOrBeingConfirmed_AndTheStarterMayCallItOff', async () => {
    const onCallOff = vi.fn()
    const mine = { parts: 1, price: '23.33', paid: true }
    const { rerender } = render(<SplitNotice split={{ ...split, yours: mine, startedByYou: true }} onPay={vi.fn()} onCallOff={onCallOff} />)
    expect(screen.getByRole('status')).toHaveTextContent('你已付你的一份')
    expect(screen.queryByRole('button', { name: /付我的一份/ })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: '取消分攤' }))
    expect(onCallOff).toHaveBeenCalled()
    rerender(<SplitNotice split={{ ...split, yours: { ...mine, paid: false } }} onPay={vi.fn()} onCallOff={onCallOff} />)
    expect(screen.getByRole('status')).toHaveTextContent('你的付款確認中')
    rerender(<SplitNotice split={{ ...split, taken: 3 }} onPay={vi.fn()} onCallOff={onCallOff} />)
    expect(screen.getByRole('status')).toHaveTextContent('所有份額已有人付款或正在付款')
  })
})
