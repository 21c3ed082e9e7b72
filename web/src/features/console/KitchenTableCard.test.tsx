import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { KitchenTable } from '../../api/console'
import { setLanguage } from '../../i18n'
import { KitchenTableCard } from './KitchenTableCard'
import { tableRoundKey } from './kitchenTables'

const NOW = Date.UTC(2026, 10, 23, 6, 30) // 14:30 in Hong Kong
const MIN = 60_000

const table = (status: KitchenTable['status']): KitchenTable => ({
  sessionId: 9,
  tableNo: 'A3',
  status,
  order: status === 'closed' ? { order_id: 'QPAID1', status: 'in_production' } : null,
  rounds: [
    { round: 2, sentAt: NOW - 20 * MIN, servedAt: null, items: [{ name: '港式奶茶', detail: '凍', num: 2, memo: '走冰' }] },
    { round: 1, sentAt: NOW - 40 * MIN, servedAt: NOW - 30 * MIN, items: [{ name: '港式豬扒包', detail: '', num: 1, memo: '' }] },
  ],
})

describe('KitchenTableCard', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('Kitchen_RoundsInOrderWithMemoFlaggedAndOnlyUnservedOnesCanBeServed', async () => {
    const user = userEvent.setup()
    const onServe = vi.fn(async () => undefined)
    render(<KitchenTableCard table={table('open')} now={NOW} highlighted={new Set()} onSeen={vi.fn()} onServe={onServe} onSendRound={vi.fn()} />)
    const rounds = screen.getAllByTestId('kitchen-round')
    expect(rounds.map((round) => round.dataset.round)).toEqual(['1', '2'])
    expect(within(rounds[0]).getByTestId('kitchen-round-served')).toHaveTextContent('14:00 已上菜')
    expect(within(rounds[0]).queryByRole('button')).toBeNull()
    expect(within(rounds[1]).getByTestId('console-line-memo')).toHaveTextContent('走冰')
    expect(rounds[1]).toHaveTextContent('14:10 落單 · 20 分鐘前')
    expect(screen.getByText('1 輪待上菜')).toBeInTheDocument()
    await user.click(within(rounds[1]).getByRole('button', { name: '已上菜' }))
    await waitFor(() => expect(onServe).toHaveBeenCalledWith(2))
  })

  it('Kitchen_PaidTableShowsAsPaidWithItsOrder', () => {
    render(<KitchenTableCard table={table('closed')} now={NOW} highlighted={new Set([tableRoundKey('A3', 2)])} onSeen={vi.fn()} onServe={vi.fn()} onSendRound={vi.fn()} />)
    expect(screen.getByText('已付款')).toBeInTheDocument()
    expect(screen.getByText(/QPAID1/)).toBeInTheDocument()
    // A closed table sends no new rounds: an announced "A3 round 2" is another visit's.
    expect(screen.getByTestId('kitchen-table')).not.toHaveAttribute('data-fresh')
  })

  it('Kitchen_NewRoundIsHighlightedUntilStaffLookAtTheTable', async () => {
    const user = userEvent.setup()
    const onSeen = vi.fn()
    render(<KitchenTableCard table={table('open')} now={NOW} highlighted={new Set([tableRoundKey('A3', 2)])} onSeen={onSeen} onServe={vi.fn()} onSendRound={vi.fn()} />)
    expect(screen.getByTestId('kitchen-table')).toHaveAttribute('data-fresh', '1')
    await user.click(screen.getByText('A3 枱'))
    expect(onSeen).toHaveBeenCalledWith([tableRoundKey('A3', 2)])
  })

  it('Kitchen_LargeRoundAwaitingConfirmationCanBeSentByStaff', async () => {
    const user = userEvent.setup()
    const onSendRound = vi.fn(async () => undefined)
    render(<KitchenTableCard table={{ ...table('open'), rounds: [], awaitingConfirmation: true }} now={NOW} highlighted={new Set()} onSeen={vi.fn()} onServe={vi.fn()} onSendRound={onSendRound} />)
    expect(screen.getByTestId('kitchen-table')).toHaveAttribute('data-awaiting', '1')
    expect(screen.getByText('未有菜式送到廚房')).toBeInTheDocument()
    const awaiting = screen.getByRole('region', { name: '大單待確認' })
    expect(awaiting).toHaveTextContent('等同枱另一位客人確認')
    // Nothing went to the kitchen yet at this table: it does not say "all served".
    expect(screen.queryByText('已全部上菜')).toBeNull()
    await user.click(within(awaiting).getByRole('button', { name: '代客落單' }))
    await waitFor(() => expect(onSendRound).toHaveBeenCalledTimes(1))
  })

  it('Kitchen_NoSendButtonWithoutAWaitingRoundOrOnceTheTableIsPaying', () => {
    const { rerender } = render(<KitchenTableCard table={table('open')} now={NOW} highlighted={new Set()} onSeen={vi.fn()} onServe={vi.fn()} onSendRound={vi.fn()} />)
    expect(screen.queryByRole('button', { name: '代客落單' })).toBeNull()
    rerender(<KitchenTableCard table={{ ...table('paying'), awaitingConfirmation: true }} now={NOW} highlighted={new Set()} onSeen={vi.fn()} onServe={vi.fn()} onSendRound={vi.fn()} />)
    expect(screen.queryByRole('button', { name: '代客落單' })).toBeNull()
  })
})
