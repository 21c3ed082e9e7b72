import { useTranslation } from 'react-i18next'
import { parseCents } from '../../api/money'
import type { OrderPayment } from '../../api/order'
import { useLanguage } from '../../i18n'
import { Price } from '../../ui/Price'
import { formatTime } from '../../ui/format'
import s from './orders.module.css'

/** How the order was paid and given back: one row per payment (method, status, time, amount). */
export function PaymentLines({ payments }: { payments: OrderPayment[] | undefined }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  if (!payments?.length) return null
  return (
    <div className={s.payments} data-testid="order-payments">
      <span className={s.label}>{t('orderTimes.payments')}</span>
      {payments.map((payment, index) => (
        <div key={`${payment.method}-${payment.at ?? index}-${index}`} className={s.paymentLine} data-testid="order-payment" data-status={payment.status}>
          <span className={s.lineInfo}>
            <span>
              {payment.methodText} · <span className={payment.status === 'failed' ? s.blocking : s.tag}>{payment.statusText}</span>
            </span>
            {payment.at ? <span className={s.muted}>{formatTime(payment.at, lang)}</span> : null}
          </span>
          <Price value={parseCents(payment.amount)} size="small" />
        </div>
      ))}
    </div>
  )
}
