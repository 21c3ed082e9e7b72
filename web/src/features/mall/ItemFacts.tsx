import { useTranslation } from 'react-i18next'
import type { MallItemDetail } from '../../api/mall'
import { stockOf } from './exchangeRules'
import s from './mall.module.css'

/**
 * What limits an item: the stock left (or that each store holds its own), the per-member limit,
 * and how many the member took already.
 */
export function ItemFacts({ item, signedIn }: { item: MallItemDetail; signedIn: boolean }) {
  const { t } = useTranslation()
  const stock = stockOf(item)
  return (
    <ul className={s.facts} data-testid="mall-item-facts">
      <li>{stock <= 0 ? t('mall.soldOut') : item.perStore ? t('mall.stockPerStore') : t('mall.stockLeft', { count: item.stock })}</li>
      <li>{item.perMemberLimit > 0 ? t('mall.limit', { limit: item.perMemberLimit }) : t('mall.noLimit')}</li>
      {signedIn && <li data-testid="mall-item-bought">{t('mall.bought', { count: item.bought })}</li>}
    </ul>
  )
}
