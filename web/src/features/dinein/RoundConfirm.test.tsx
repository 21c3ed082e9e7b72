import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import type { TableDetail } from '../../api/dinein'
import { setLanguage } from '../../i18n'
import { RoundConfirmNotice } from './RoundConfirmNotice'
import { UnconfirmedSheet } from './UnconfirmedSheet'

const line = { id: 1, goods_id: 40001, cid: 40, name: '港式豬扒包', num: 21, price: '26', total_price: '546', memo: '', attrs: [], attrNames: [], packageNames: [], package: [], available: true } as unknown as ServerCartLine
const waiting: TableDetail = { sid: 1007, tableNo: 'A3', status: 'open', rounds: [], price: '0', num: 0, unconfirmed: [line], unconfirmedPrice: '546', awaitingConfirmation: true }

describe('a large round waiting for a second diner', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('LargeRound_OthersAreAskedToConfirmAndCanOpenTheDishes', async () => {
    const onView = vi.fn()
    render(<RoundConfirmNotice state="toConfirm" count={21} onView={onView} />)
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('大單待確認（21 件）')
    expect(notice).toHaveTextContent('請檢查菜式後按「確認落單」送到廚房')
    await userEvent.setup().click(screen.getByRole('button', { name: '查看菜式' }))
    expect(onView).toHaveBeenCalled()
  })

  it('LargeRound_TheAskerIsToldItWaitsForSomeoneElse', () => {
    render(<RoundConfirmNotice state="askedByMe" count={21} onView={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('另一位同枱朋友或職員確認後就會送到廚房')
  })

  it('LargeRound_TheSheetsButtonConfirmsForOthersAndWaitsForTheAsker', async () => {
    const onSend = vi.fn()
    const props = { visible: true, detail: waiting, sending: false, onChange: vi.fn(), onMemo: vi.fn(async () => undefined), onSend, onClose: vi.fn() }
    const { rerender } = render(<UnconfirmedSheet {...props} confirm="toConfirm" />)
    await userEvent.setup().click(screen.getByRole('button', { name: '確認落單' }))
    expect(onSend).toHaveBeenCalledTimes(1)
    rerender(<UnconfirmedSheet {...props} confirm="askedByMe" />)
    expect(screen.getByRole('button', { name: '等待確認' })).toBeDisabled()
    rerender(<UnconfirmedSheet {...props} detail={{ ...waiting, awaitingConfirmation: false }} confirm="none" />)
    expect(screen.getByRole('button', { name: '落單' })).toBeEnabled()
  })
})
