import { CloseOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGoodsDetail, type MenuGoods } from '../api/menu'
import { ListSkeleton } from '../ui/PageStates'
import { QueryError } from '../ui/QueryError'
import type { CartAddBody, ServerCart } from '../api/cart'
import { GoodsDetailForm, type QuantityCap } from './GoodsDetailForm'
import s from './GoodsDetailSheet.module.css'
import { Sheet } from '../ui/Sheet'

interface Props {
  sid: number | null
  goods: MenuGoods | null
  cart: ServerCart | undefined
  /** Resolves to null when the server refused (its message was shown). */
  onAdd: (body: CartAddBody) => Promise<unknown>
  onClose: () => void
  /** Goods taken with a coupon: the units it still covers (see GoodsDetailForm). */
  cap?: QuantityCap
}

/** The bottom sheet of one goods: choices, quantity, live price, add to cart. */
export function GoodsDetailSheet({ sid, goods, cart, onAdd, onClose, cap }: Props) {
  const { t } = useTranslation()
  // The last goods stays rendered while the sheet slides away.
  const [shown, setShown] = useState(goods)
  if (goods !== null && goods !== shown) setShown(goods)
  const detail = useGoodsDetail(sid, shown?.goods_id ?? null)
  return (
    <Sheet visible={goods !== null} onClose={onClose} afterClose={() => setShown(null)} destroyOnClose bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-label={shown?.name} className={s.dialog}>
        <button type="button" className={s.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseOutline />
        </button>
        {detail.isPending && (
          <div className={s.loading}>
            <div className={s.imagePlaceholder} />
            <ListSkeleton rows={2} />
          </div>
        )}
        <QueryError query={detail} />
        {detail.data && shown && <GoodsDetailForm key={detail.data.goods_id} detail={detail.data} cart={cart} onAdd={onAdd} onDone={onClose} cap={cap} />}
      </div>
    </Sheet>
  )
}
