import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import type { GroupPocket } from '../../api/group'
import { setLanguage } from '../../i18n'
import { PocketList } from './PocketList'

const line = (id: number, name: string): ServerCartLine =>
  ({ id, goods_id: id, name, num: 1, image: '', optionName: '', attrNames: [], packageNames: [], available: true, total_price: '18', problem: '', problemText: '' }) as unknown as ServerCartLine

const pocket = (packBag: number, isMine: boolean, lines: ServerCartLine[]): GroupPocket => ({
  uid: packBag,
  pack_bag: packBag,
  nickname: `****000${packBag}`,
  isMine,
  isLauncher: packBag === 1,
  choiceStatus: 2,
  cart_data: lines,
  subtotal: '18',
})

describe('PocketList', () => {
  it('GroupReduce_OnlyTheMembersOwnPocketHasSteppers_WithBadges', async () => {
    await setLanguage('zh-HK')
    render(<PocketList pockets={[pocket(2, true, [line(1, '檸檬茶')]), pocket(1, false, [line(2, '港式奶茶')])]} onChange={vi.fn()} />)
    const [mine, theirs] = screen.getAllByTestId('group-pocket')
    expect(within(mine).getByText('我')).toBeInTheDocument()
    expect(within(mine).getByRole('group', { name: '檸檬茶' })).toBeInTheDocument()
    expect(within(theirs).getByText('發起人')).toBeInTheDocument()
    expect(within(theirs).queryByRole('group')).toBeNull()
    expect(within(theirs).getByText('×1')).toBeInTheDocument()
  })

  it('GroupAfterSubmit_PocketsAreReadOnly', async () => {
    await setLanguage('zh-HK')
    render(<PocketList pockets={[pocket(1, true, [line(1, '檸檬茶')])]} />)
    expect(screen.queryByRole('group')).toBeNull()
  })
})
