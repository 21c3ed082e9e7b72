import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponTemplateView } from '../../api/coupons'
import { useLanguage } from '../../i18n'
import { couponFace, threshold } from './couponFace'
import s from './CouponTicket.module.css'

interface Props {
  coupon: CouponTemplateView
  /** Small labels beside the name (即將到期, 未生效, 好友贈送). */
  badges?: ReactNode
  /** Lines under the name: validity, limits. */
  meta?: ReactNode
  /** Buttons at the bottom right. */
  actions?: ReactNode
  /** Used, expired, gifted...: the whole ticket is greyed and `stamp` names why. */
  muted?: boolean
  stamp?: string
  testId?: string
  dataCode?: string
}

/**
 * A coupon as a ticket: the value and threshold on a coloured stub, the name, details and
 * actions beside it. Shared by my coupons, the voucher centre and the gift page.
 */
export function CouponTicket({ coupon, badges, meta, actions, muted, stamp, testId = 'coupon-card', dataCode }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const face = couponFace(coupon, lang)
  const rule = threshold(coupon, lang)
  return (
    <article className={`${s.ticket} ${muted ? s.muted : ''} ${stamp ? s.stamped : ''}`} data-testid={testId} data-code={dataCode}>
      <div className={s.stub}>
        <span className={`${s.value} ${face.kind === 'money' ? s.money : s.word}`}>
          {face.kind === 'money' && face.text}
          {face.kind === 'percent' && t('coupons.percent', { value: face.value })}
          {face.kind === 'freeDelivery' && t('coupons.freeDelivery')}
          {face.kind === 'special' && t('coupons.specialPrice', { amount: face.text })}
          {face.kind === 'category' && face.text}
        </span>
        <span className={s.threshold}>
          {rule.kind === 'none' && t('coupons.noThreshold')}
          {rule.kind === 'amount' && t('coupons.thresholdAmount', { amount: rule.amount })}
          {rule.kind === 'count' && t('coupons.thresholdCount', { count: rule.count })}
        </span>
      </div>
      <div className={s.body}>
        <div className={s.head}>
          <h3 className={s.name}>{coupon.couponName}</h3>
          {badges && <div className={s.badges}>{badges}</div>}
        </div>
        {meta && <div className={s.meta}>{meta}</div>}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
      {stamp && (
        <span className={s.stamp} aria-label={stamp}>
          {stamp}
        </span>
      )}
    </article>
  )
}

export function Badge({ tone, children }: { tone: 'warn' | 'info' | 'plain'; children: ReactNode }) {
  return <span className={`${s.badge} ${s[tone]}`}>{children}</span>
}
