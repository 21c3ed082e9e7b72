import { describe, expect, it } from 'vitest'
import { cents } from '../../api/money'
import { addToCart, cartSummary, decreaseGoods, decreaseLine, EMPTY_CART, increaseLine, lineKey, type CartItem } from './cart'

const tea = (overrides: Partial<CartItem> = {}): CartItem => ({
  goodsId: 20001,
  name: '港式奶茶',
  image: '',
  specId: 2000102,
  specName: '凍',
  attrValueIds: [101, 201],
  attrNames: ['正常', '珍珠'],
  packageItems: [],
  unitPrice: cents(2500),
  unitnum: 1,
  limitNum: 0,
  ...overrides,
})

const expectOk = (result: ReturnType<typeof addToCart>) => {
  expect(result.ok).toBe(true)
  return result.cart
}

describe('cart', () => {
  it('merges identical lines (same goods, specification, attributes in any order, package choices)', () => {
    let cart = expectOk(addToCart(EMPTY_CART, tea()))
    cart = expectOk(addToCart(cart, tea({ attrValueIds: [201, 101] }), 2))
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0].quantity).toBe(3)
  })

  it('keeps different choices on different lines', () => {
    let cart = expectOk(addToCart(EMPTY_CART, tea()))
    cart = expectOk(addToCart(cart, tea({ specId: 2000101 })))
    cart = expectOk(addToCart(cart, tea({ attrValueIds: [101] })))
    cart = expectOk(addToCart(cart, tea({ packageItems: [{ groupId: 1, goodsId: 30001, optionId: 0, name: 'x' }] })))
    expect(cart.lines).toHaveLength(4)
    expect(new Set(cart.lines.map((line) => line.key)).size).toBe(4)
  })

  it('line identity ignores the order of package choices', () => {
    const a = { groupId: 1, goodsId: 1, optionId: 0, name: 'a' }
    const b = { groupId: 2, goodsId: 2, optionId: 0, name: 'b' }
    expect(lineKey(tea({ packageItems: [a, b] }))).toBe(lineKey(tea({ packageItems: [b, a] })))
  })

  it('starts a new line at the minimum (unitnum) and removes it when going below', () => {
    const tart = tea({ goodsId: 50001, specId: null, attrValueIds: [], unitnum: 2, unitPrice: cents(950) })
    let cart = expectOk(addToCart(EMPTY_CART, tart, 1))
    expect(cart.lines[0].quantity).toBe(2)
    cart = expectOk(increaseLine(cart, cart.lines[0].key))
    expect(cart.lines[0].quantity).toBe(3)
    cart = decreaseLine(cart, cart.lines[0].key)
    expect(cart.lines[0].quantity).toBe(2)
    cart = decreaseLine(cart, cart.lines[0].key)
    expect(cart.lines).toHaveLength(0)
  })

  it('refuses an add that would pass the purchase cap (limitNum), across lines of the goods', () => {
    const capped = tea({ limitNum: 3 })
    let cart = expectOk(addToCart(EMPTY_CART, capped, 2))
    cart = expectOk(addToCart(cart, { ...capped, specId: 2000101 }, 1))
    const refused = addToCart(cart, capped, 1)
    expect(refused.ok).toBe(false)
    expect(refused.ok ? null : refused.reason).toBe('limit')
    expect(refused.cart).toBe(cart)
    expect(increaseLine(cart, cart.lines[0].key).ok).toBe(false)
  })

  it('a cap of 0 means no cap', () => {
    expect(addToCart(EMPTY_CART, tea({ limitNum: 0 }), 999).ok).toBe(true)
  })

  it('totals in integer cents', () => {
    let cart = expectOk(addToCart(EMPTY_CART, tea({ unitPrice: cents(1850) }), 3))
    cart = expectOk(addToCart(cart, tea({ specId: 1, unitPrice: cents(10) }), 7))
    expect(cartSummary(cart)).toEqual({ count: 10, total: 1850 * 3 + 70 })
  })

  it('the menu minus takes from the latest line of the goods', () => {
    let cart = expectOk(addToCart(EMPTY_CART, tea({ specId: 1 })))
    cart = expectOk(addToCart(cart, tea({ specId: 2 }), 2))
    cart = decreaseGoods(cart, 20001)
    expect(cart.lines.map((line) => line.quantity)).toEqual([1, 1])
  })
})
