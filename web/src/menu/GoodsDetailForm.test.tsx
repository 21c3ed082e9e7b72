import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../i18n'
import { milkTea } from '../test/fixtures'
import type { CartAddBody } from '../api/cart'
import { GoodsDetailForm, type QuantityCap } from './GoodsDetailForm'

function setup(detail = milkTea, cap?: QuantityCap) {
  const onAdd = vi.fn(async (_body: CartAddBody) => ({}) as unknown)
  const onDone = vi.fn()
  render(<GoodsDetailForm detail={detail} cart={undefined} onAdd={onAdd} onDone={onDone} cap={cap} />)
  return { onAdd, onDone, user: userEvent.setup() }
}

const price = () => screen.getByTestId('detail-price').textContent

describe('GoodsDetailForm', () => {
  it('updates the live price as the size, an add-on and the quantity change', async () => {
    const { user, onAdd, onDone } = setup()
    expect(price()).toBe('$18')
    expect(screen.getByRole('radio', { name: /熱/ })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: /大杯凍/ })).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: /^凍/ }))
    expect(price()).toBe('$20')

    const addOns = screen.getByRole('group', { name: /加料/ })
    await user.click(within(addOns).getByRole('checkbox', { name: /珍珠/ }))
    expect(price()).toBe('$25')

    await user.click(screen.getByRole('button', { name: '增加數量' }))
    expect(price()).toBe('$50')

    await user.click(screen.getByRole('button', { name: '加入購物車' }))
    expect(onAdd).toHaveBeenCalledTimes(1)
    const [body] = onAdd.mock.calls[0]
    expect(body).toMatchObject({ goods_id: 20001, option_id: 2000102, attrs: [101, 201], num: 2, price: '25' })
    await waitFor(() => expect(onDone).toHaveBeenCalled())
  })

  it('keeps "Add to cart" disabled until a required choice is made', async () => {
    const noDefault = { ...milkTea, attrs: [{ ...milkTea.attrs[0], values: milkTea.attrs[0].values.map((value) => ({ ...value, default: false })) }] }
    const { user } = setup(noDefault)
    const add = screen.getByRole('button', { name: '加入購物車' })
    expect(add).toBeDisabled()
    expect(screen.getByText('請選擇甜度')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '少甜' }))
    expect(add).toBeEnabled()
  })

  it('does not let the quantity pass the purchase cap', async () => {
    const { user } = setup({ ...milkTea, limitNum: 2 })
    const more = screen.getByRole('button', { name: '增加數量' })
    await user.click(more)
    expect(price()).toBe('$36')
    expect(more).toHaveAttribute('aria-disabled', 'true')
    await user.click(more)
    expect(price()).toBe('$36')
  })

  it('CouponGoods_QuantityStopsAtWhatTheCouponStillCovers_NoneLeftDisablesAddAndSaysWhy', async () => {
    const { user } = setup(milkTea, { left: 1, full: '這張優惠券最多可選 1 件' })
    expect(screen.getByTestId('coupon-cap')).toHaveTextContent('此券尚可選 1 件')
    const more = screen.getByRole('button', { name: '增加數量' })
    expect(more).toHaveAttribute('aria-disabled', 'true')
    await user.click(more)
    expect(price()).toBe('$18')
    expect(screen.getByRole('button', { name: '加入購物車' })).toBeEnabled()
  })

  it('CouponGoods_NothingLeft_AddIsDisabled_WithTheReason', () => {
    setup(milkTea, { left: 0, full: '每款商品只可換購一次' })
    expect(screen.getByRole('button', { name: '加入購物車' })).toBeDisabled()
    expect(screen.getAllByText('每款商品只可換購一次').length).toBeGreaterThan(0)
  })
})
