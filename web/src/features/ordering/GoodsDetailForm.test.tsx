import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { milkTea } from '../../test/fixtures'
import { EMPTY_CART, type CartItem } from './cart'
import { GoodsDetailForm } from './GoodsDetailForm'

function setup(detail = milkTea) {
  const onAdd = vi.fn((_item: CartItem, _quantity: number) => ({ ok: true as const, cart: EMPTY_CART }))
  const onDone = vi.fn()
  render(<GoodsDetailForm detail={detail} cart={EMPTY_CART} onAdd={onAdd} onDone={onDone} />)
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
    const [item, quantity] = onAdd.mock.calls[0]
    expect(quantity).toBe(2)
    expect(item).toMatchObject({ goodsId: 20001, specId: 2000102, attrValueIds: [101, 201], unitPrice: 2500 })
    expect(onDone).toHaveBeenCalled()
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
})
