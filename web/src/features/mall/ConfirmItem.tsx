import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { cashOf, type MallItemDetail } from '../../api/mall'
import { PointsCash } from '../../mall/PointsCash'
import { GoodsImage } from '../../ui/GoodsImage'
import { QtyStepper } from '../../ui/QtyStepper'
import type { Reason } from './confirmRules'
import s from './mall.module.css'

interface Props {
  item: MallItemDetail
  quantity: number
  /** The most units allowed now (0: none). */
  max: number
  /** What stops the exchange, said when "+" is tapped at the most. */
  reason: Reason | null
  onQuantity: (quantity: number) => void
}

/** One item on the confirm page: its picture, title and price each, and how many (a package's too). */
export function ConfirmItem({ item, quantity, max, reason, onQuantity }: Props) {
  const { t } = useTranslation()
  const increase = () => {
    // "+" looks disabled at the most allowed; a tap says why.
    if (quantity >= max) Toast.show({ content: reason ? t(reason.key, reason.values) : t('mall.quantityMax', { max }) })
    else onQuantity(quantity + 1)
  }
  return (
    <section className={s.card}>
      <div className={s.itemRow}>
        <GoodsImage src={item.image} className={s.thumb} />
        <div className={s.itemText}>
          <h2 className={s.itemName}>{item.title}</h2>
          {item.subtitle && <p className={s.subtitle}>{item.subtitle}</p>}
          <PointsCash className={s.unitPoints} points={item.points} cash={cashOf(item)} />
        </div>
      </div>
      <div className={s.row}>
        <span className={s.label}>{t('mall.quantity')}</span>
        <QtyStepper value={quantity} min={1} increaseDisabled={quantity >= max} onIncrease={increase} onDecrease={() => onQuantity(quantity - 1)} label={t('mall.quantity')} />
      </div>
      {max > 1 && <p className={s.hint}>{t('mall.quantityMax', { max })}</p>}
    </section>
  )
}
