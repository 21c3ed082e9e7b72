import { useTranslation } from 'react-i18next'
import { lineDetails } from '../../api/cart'
import type { TableDish } from '../../api/dinein'
import { parseCents } from '../../api/money'
import { Price } from '../../ui/Price'
import { QtyStepper } from '../../ui/QtyStepper'
import s from './Dine.module.css'

interface Props {
  dishes: TableDish[]
  /** Units picked per table line (absent: none). */
  picked: Record<number, number>
  onChange: (lineId: number, num: number) => void
}

/**
 * Splitting the bill: the payer picks the dishes (and how many of each) they pay for. Dishes
 * another diner's share took are not offered; the rest stays for the others.
 */
export function SharePicker({ dishes, picked, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <ul className={s.shareList} aria-label={t('dinein.sharePickLabel')}>
      {dishes.map((dish) => {
        const num = picked[dish.id] ?? 0
        const details = lineDetails(dish)
        return (
          <li key={dish.id} className={s.shareLine} data-testid="share-line">
            <div className={s.shareInfo}>
              <span className={s.shareName}>
                {dish.name} <span className={s.muted}>×{dish.num}</span>
              </span>
              {details && <span className={s.muted}>{details}</span>}
              <Price value={parseCents(dish.price)} size="small" />
            </div>
            <QtyStepper
              size="small"
              value={num}
              min={0}
              increaseDisabled={num >= dish.num}
              label={t('dinein.sharePickDish', { name: dish.name })}
              onDecrease={() => onChange(dish.id, Math.max(0, num - 1))}
              onIncrease={() => num < dish.num && onChange(dish.id, num + 1)}
            />
          </li>
        )
      })}
    </ul>
  )
}
