import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCouponDetail } from '../../api/coupons'
import { PageHeader } from '../../ui/PageHeader'
import { ruleLines } from './ruleLines'
import { useRuleWords } from './useRuleWords'
import s from './coupons.module.css'

const GENERAL_RULES = ['coupons.ruleAuto', 'coupons.ruleStack', 'coupons.ruleUnusable', 'coupons.ruleDueSoon', 'coupons.ruleGift', 'coupons.ruleRefund'] as const

/**
 * mainFlow/pages/discountRule/index: how coupons are chosen and combined at checkout
 * (docs/coupons.md in the customer's words); with ?couponCode= the coupon's own terms first.
 */
export default function DiscountRulePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const detail = useCouponDetail(params.get('couponCode'))
  const coupon = detail.data
  const words = useRuleWords(coupon?.rules)
  const own = coupon ? ruleLines(coupon.rules, words) : []

  return (
    <div className={s.page}>
      <PageHeader title={t('coupons.ruleTitle')} />
      <div className={s.body}>
        {coupon && own.length > 0 && (
          <section className={s.card} aria-labelledby="own-rules">
            <h2 id="own-rules" className={s.cardTitle}>
              {coupon.couponName}
            </h2>
            <ul className={s.ruleList}>
              {own.map((line) => (
                <li key={line.key}>
                  <strong>{line.label}</strong> {line.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={s.card} aria-labelledby="general-rules">
          <h2 id="general-rules" className={s.cardTitle}>
            {t('coupons.ruleTitle')}
          </h2>
          <p className={s.muted}>{t('coupons.ruleIntro')}</p>
          <ol className={s.ruleList} style={{ marginTop: 10 }}>
            {GENERAL_RULES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}
