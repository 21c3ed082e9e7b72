import { Toast } from 'antd-mobile'
import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { cashOf } from '../../api/mall'
import type { MallCartLine as Line } from '../../api/mallCart'
import { PointsCash } from '../../mall/PointsCash'
import { GoodsImage } from '../../ui/GoodsImage'
import { CheckboxField } from '../../ui/CheckboxField'
import { QtyStepper } from '../../ui/QtyStepper'
import { lineUnavailable } from './cartRules'
import { lineMax } from './exchangeRules'
import s from './MallCart.module.css'

interface Props {
  line: Line
  /** Ticked for checkout. */
  ticked: boolean
  onTick: (ticked: boolean) => void
  /** While this cart is being changed: the line's controls wait. */
  busy: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
  onOpen: () => void
}

/** One line of the mall cart: its tick for checkout, the item (opens it), its points and cash part each, − n +, and remove; says when it cannot be had. */
export function MallCartLine({ line, ticked, onTick, busy, onQuantity, onRemove, onOpen }: Props) {
  const { t } = useTranslation()
  const { item } = line
  const max = lineMax(item)
  const unavailable = lineUnavailable(line)
  const increase = () => {
    if (busy) return
    if (line.quantity >= max) Toast.show({ content: max > 0 ? t('mall.cartLineMax', { max }) : t('mall.block.soldOut') })
    else onQuantity(line.quantity + 1)
  }
  return (
    <li className={`${s.line} ${unavailable ? s.unavailable : ''}`} data-testid="mall-cart-line" data-item-id={line.itemId} data-quantity={line.quantity} data-ticked={ticked}>
      <div className={s.head}>
        <CheckboxField className={s.tick} checked={ticked} onChange={onTick} testId="mall-cart-tick">
          <span className="visually-hidden">{t('mall.tickLine', { title: item.title })}</span>
        </CheckboxField>
        <button type="button" className={s.open} onClick={onOpen}>
          <GoodsImage src={item.image} className={s.thumb} lazy />
          <span className={s.text}>
            <span className={s.title}>{item.title}</span>
            <PointsCash className={s.price} points={item.points} cash={cashOf(item)} />
            {unavailable && <span className={s.problem}>{max > 0 ? t('mall.cartLineMax', { max }) : t('mall.soldOut')}</span>}
          </span>
        </button>
      </div>
      <div className={s.controls}>
        <QtyStepper
          value={line.quantity}
          min={1}
          increaseDisabled={busy || line.quantity >= max}
          onIncrease={increase}
          onDecrease={() => !busy && onQuantity(line.quantity - 1)}
          label={t('mall.quantityOf', { title: item.title })}
        />
        <button type="button" className={s.remove} onClick={onRemove} disabled={busy} aria-label={t('mall.removeLine', { title: item.title })} data-testid="mall-cart-remove">
          <DeleteOutline aria-hidden="true" />
        </button>
      </div>
    </li>
  )
}
