import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { lineCouponCode, type CartAction, type CartAddBody, type ServerCart, type ServerCartLine } from '../../api/cart'
import type { CouponTakes } from '../../api/coupons'
import type { QuantityCap } from '../../menu/GoodsDetailForm'
import { takeRoom, type TakeFull, type TakeRoom } from './takenGoods'

type Run = (action: CartAction, body?: object) => Promise<ServerCart | null>

/**
 * Adding goods on the coupon goods page. With a coupon that takes goods (`tie`) every add sends
 * its code, and what the cart would refuse (more than `units`, an exchange goods twice) is said
 * here instead of being asked: "+" looks disabled and a tap says why, in the server's words.
 */
export function useCouponTaking(cart: ServerCart | undefined, tie: string | null, takes: CouponTakes, run: Run) {
  const { t } = useTranslation()
  const fullText = (full: TakeFull | null) => (full === 'perGoods' ? t('coupons.takeOncePerGoods') : t('coupons.takeAtMost', { count: takes.units }))
  const room = (goodsId: number): TakeRoom | null => (tie ? takeRoom(cart, tie, takes, goodsId) : null)
  const refuse = (taken: TakeRoom) => {
    Toast.show({ content: fullText(taken.full) })
    return Promise.resolve(null)
  }

  const add = (body: CartAddBody) => {
    const taken = room(body.goods_id)
    if (!tie || !taken) return run('add', body)
    return taken.left === 0 ? refuse(taken) : run('add', { ...body, couponCode: tie })
  }

  const cap = (goodsId: number): QuantityCap | undefined => {
    const taken = room(goodsId)
    return taken ? { left: taken.left, full: fullText(taken.full) } : undefined
  }

  const lineRoom = (line: ServerCartLine) => (tie && lineCouponCode(line) === tie ? room(line.goods_id) : null)
  const lineBlocked = (line: ServerCartLine) => lineRoom(line)?.left === 0
  const increase = (line: ServerCartLine) => {
    const taken = lineRoom(line)
    if (taken && taken.left === 0) void refuse(taken)
    else void run('update', { lineId: line.id, num: line.num + 1 })
  }

  return { room, add, cap, lineBlocked, increase }
}
