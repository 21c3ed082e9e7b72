import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCartLine } from '../api/cart'
import { setLanguage } from '../i18n'
import { CartLineList } from './CartLineList'

const line = (extra: Partial<ServerCartLine>) =>
  ({ id: 1, goods_id: 20001, name: '港式奶茶', image: '', optionName: '凍', attrNames: [], packageNames: [], num: 1, total_price: '20', available: true, memo: '', ...extra }) as ServerCartLine

describe('CartLineList', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('DishMemo_ShownOnTheDish', () => {
    render(<CartLineList lines={[line({ memo: '少冰 走甜' })]} testId="line" />)
    expect(screen.getByTestId('line-memo')).toHaveTextContent('備註：少冰 走甜')
    expect(screen.queryByRole('button', { name: /備註/ })).not.toBeInTheDocument()
  })

  it('DishMemo_OfferedOnLinesThatCanStillChange', async () => {
    const onMemo = vi.fn()
    render(<CartLineList lines={[line({}), line({ id: 2, memo: '走冰' })]} onChange={() => undefined} onMemo={onMemo} testId="line" />)
    // Each button is named by what it does and for which dish (the visible words first, WCAG 2.5.3).
    expect(screen.getAllByRole('button', { name: /^(加備註|改備註) ?（港式奶茶）$/ })).toHaveLength(2)
    expect(screen.getByText('加備註')).toBeInTheDocument()
    await userEvent.click(screen.getByText('改備註'))
    expect(onMemo).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
  })
})
