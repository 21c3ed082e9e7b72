import { useTranslation } from 'react-i18next'
import { formatMoney, type Cents } from '../../api/money'
import { useLanguage } from '../../i18n'
import { formatPoints } from '../../ui/format'
import { balanceAfter } from './mallTotals'
import s from './mall.module.css'

interface Props {
  points: number
  cash: Cents
  balance: number | null
}

/** What the exchange takes: the points, the cash part to pay by card (if any), the member's points and what is left. */
export function ConfirmTotals({ points, cash, balance }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const after = balanceAfter(points, balance)
  return (
    <section className={s.card} aria-label={t('mall.pointsSummary')}>
      <div className={s.row}>
        <span className={s.label}>{t('mall.totalPoints')}</span>
        <strong className={s.totalPoints} data-testid="mall-total-points">
          {formatPoints(points)}
        </strong>
      </div>
      {cash > 0 && (
        <div className={s.row}>
          <span className={s.label}>{t('mall.cashPart')}</span>
          <strong className={s.totalPoints} data-testid="mall-total-cash">
            {formatMoney(cash, lang)}
          </strong>
        </div>
      )}
      <div className={s.row}>
        <span className={s.label}>{t('mall.balance')}</span>
        <span>{balance === null ? '–' : formatPoints(balance)}</span>
      </div>
      <div className={s.row}>
        <span className={s.label}>{t('mall.balanceAfter')}</span>
        <span data-testid="mall-balance-after">{after === null ? '–' : formatPoints(after)}</span>
      </div>
    </section>
  )
}
