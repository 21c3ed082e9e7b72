import { useTranslation } from 'react-i18next'
import { ORDER_TYPE, type OrderType } from '../api/types'
import s from './OrderTypeChips.module.css'

export const ORDER_TYPE_LABEL = {
  [ORDER_TYPE.delivery]: 'orderType.delivery',
  [ORDER_TYPE.pickup]: 'orderType.pickup',
  [ORDER_TYPE.dineIn]: 'orderType.dineIn',
} as const

/** The order types a store offers, as small outlined chips. */
export function OrderTypeChips({ types }: { types: OrderType[] }) {
  const { t } = useTranslation()
  return (
    <ul className={s.chips}>
      {[...types].sort().map((type) => (
        <li key={type} className={s.chip}>
          {t(ORDER_TYPE_LABEL[type])}
        </li>
      ))}
    </ul>
  )
}
