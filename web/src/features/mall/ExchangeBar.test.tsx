import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MallItemDetail } from '../../api/mall'
import { setLanguage } from '../../i18n'
import { mallItemDetail } from '../../test/mallFixtures'
import { ExchangeBar } from './ExchangeBar'

const item: MallItemDetail = mallItemDetail()

describe('ExchangeBar', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('Member_WithPoints_Exchanges', async () => {
    const onExchange = vi.fn()
    render(<ExchangeBar item={item} signedIn onExchange={onExchange} onSignIn={() => undefined} />)
    expect(screen.getByText('1,234')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '立即兌換' }))
    expect(onExchange).toHaveBeenCalled()
  })

  it('Member_AtTheLimit_IsDisabled_AndTheButtonIsDescribedByTheReason', () => {
    render(<ExchangeBar item={{ ...item, bought: 2 }} signedIn onExchange={() => undefined} onSignIn={() => undefined} />)
    const button = screen.getByRole('button', { name: '立即兌換' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('已達每人兌換上限（2 件）')
  })

  it('Visitor_IsAskedToSignIn_ButSeesASoldOutItemAsSoldOut', async () => {
    const onSignIn = vi.fn()
    const { rerender } = render(<ExchangeBar item={{ ...item, balance: null }} signedIn={false} onExchange={() => undefined} onSignIn={onSignIn} />)
    await userEvent.click(screen.getByRole('button', { name: '登入後兌換' }))
    expect(onSignIn).toHaveBeenCalled()
    rerender(<ExchangeBar item={{ ...item, balance: null, soldOut: true }} signedIn={false} onExchange={() => undefined} onSignIn={onSignIn} />)
    expect(screen.getByRole('button', { name: '立即兌換' })).toBeDisabled()
    expect(screen.getByTestId('mall-block-reason')).toHaveTextContent('此禮品已換完')
  })

  it('Goods_GoInTheCart_ButNotOnceSoldOutOrAtTheLimit_ShortPointsDoNotStopIt', async () => {
    const onAddToCart = vi.fn()
    const { rerender } = render(<ExchangeBar item={{ ...item, balance: 100 }} signedIn onExchange={() => undefined} onSignIn={() => undefined} onAddToCart={onAddToCart} />)
    await userEvent.click(screen.getByRole('button', { name: '加入購物車' }))
    expect(onAddToCart).toHaveBeenCalled()
    rerender(<ExchangeBar item={{ ...item, bought: 2 }} signedIn onExchange={() => undefined} onSignIn={() => undefined} onAddToCart={onAddToCart} />)
    expect(screen.getByRole('button', { name: '加入購物車' })).toBeDisabled()
  })

  it('APackage_HasNoCartButton', () => {
    render(<ExchangeBar item={{ ...item, kind: 'coupons', fulfilment: 'none' }} signedIn onExchange={() => undefined} onSignIn={() => undefined} />)
    expect(screen.queryByRole('button', { name: '加入購物車' })).toBeNull()
    expect(screen.getByRole('button', { name: '立即兌換' })).toBeEnabled()
  })
})
