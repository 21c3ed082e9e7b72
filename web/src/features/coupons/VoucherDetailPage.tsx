import { Button } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { COUPON_STATUS, useCouponDetail } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { formatDate } from './couponFace'
import { Badge, CouponTicket } from './CouponTicket'
import { GiveSheet } from './GiveSheet'
import { ruleLines, withValidity, type RuleKey } from './ruleLines'
import { couponUseUrl } from './takenGoods'
import { useCouponActions } from './useCouponActions'
import s from './coupons.module.css'

const RULE_LABEL = {
  validity: 'coupons.ruleValidity',
  threshold: 'coupons.ruleThreshold',
  weekdays: 'coupons.ruleWeekdays',
  timeSlots: 'coupons.ruleTimeSlots',
  orderTypes: 'coupons.ruleOrderTypes',
  stores: 'coupons.ruleStores',
  goods: 'coupons.ruleGoods',
  stacking: 'coupons.ruleStacking',
} as const satisfies Record<RuleKey, string>

/** member/pages/voucher/voucherDetail/index?couponCode=: one coupon, its rules, its goods. */
export default function VoucherDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const code = params.get('couponCode')
  const detail = useCouponDetail(code)
  const actions = useCouponActions()
  const coupon = detail.data
  const usable = coupon?.couponStatus === COUPON_STATUS.usable
  const gifting = coupon?.couponStatus === COUPON_STATUS.gifting

  return (
    <div className={`${s.page} ${usable || gifting ? s.withFooter : ''}`}>
      <PageHeader title={t('coupons.detailTitle')} homePath={`/${PAGE.voucherList}`} />
      <div className={s.body}>
        {!code && <EmptyView title={t('coupons.giftMissing')} />}
        {detail.isPending && code && <ListSkeleton rows={2} />}
        {detail.isError && <ErrorView message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />}
        {coupon && (
          <>
            <CouponTicket
              coupon={coupon}
              dataCode={coupon.couponCode}
              muted={!usable}
              stamp={usable ? undefined : coupon.statusText}
              badges={
                <>
                  {usable && coupon.dueSoon && <Badge tone="warn">{t('coupons.dueSoon')}</Badge>}
                  {usable && coupon.notYetEffective && <Badge tone="info">{t('coupons.notYetEffective')}</Badge>}
                  <Badge tone="plain">{coupon.categoryText}</Badge>
                </>
              }
              meta={
<span>{t('coupons.validity', { from: formatDate(coupon.effectiveTime, lang), to: formatDate(coupon.invalidTime, lang) })}</span>
              }
            />
            <section className={s.card}>
              <dl className={s.rows}>
                <div className={s.rule}>
                  <dt>{t('coupons.code')}</dt>
                  <dd data-testid="coupon-code">{coupon.couponCode}</dd>
                </div>
                <div className={s.rule}>
                  <dt>{t('coupons.status')}</dt>
                  <dd>{coupon.statusText}</dd>
                </div>
              </dl>
            </section>
            <section className={s.card} aria-labelledby="coupon-rules">
              <h2 id="coupon-rules" className={s.cardTitle}>
                {t('coupons.rules')}
              </h2>
              <dl className={s.rows} data-testid="coupon-rules">
                {withValidity(ruleLines(coupon.rules), t('coupons.validity', { from: formatDate(coupon.effectiveTime, lang), to: formatDate(coupon.invalidTime, lang) })).map(({ key, text }) => (
                  <div key={key} className={s.rule}>
                    <dt>{t(RULE_LABEL[key])}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className={`${s.card} ${s.links}`}>
              <button type="button" className={s.linkRow} onClick={() => navigate(pageUrl(PAGE.couponGoods, { couponCode: coupon.couponCode }))}>
                {t('coupons.applicableGoods')}
                <RightOutline className={s.chevron} />
              </button>
              <button type="button" className={s.linkRow} onClick={() => navigate(pageUrl(PAGE.discountRule, { couponCode: coupon.couponCode }))}>
                {t('coupons.discountRule')}
                <RightOutline className={s.chevron} />
              </button>
            </section>
          </>
        )}
      </div>
      {coupon && (usable || gifting) && (
        <footer className={s.footer}>
          {usable && coupon.giftable && (
            <Button shape="rounded" loading={actions.busy === coupon.couponCode} onClick={() => void actions.give(coupon)}>
              {t('coupons.give')}
            </Button>
          )}
          {usable && (
            <Button shape="rounded" color="primary" onClick={() => navigate(couponUseUrl(coupon))}>
              {t('coupons.useNow')}
            </Button>
          )}
          {gifting && (
            <Button shape="rounded" color="primary" fill="outline" loading={actions.busy === coupon.couponCode} onClick={() => void actions.revoke(coupon)}>
              {t('coupons.revoke')}
            </Button>
          )}
        </footer>
      )}
      <GiveSheet gift={actions.gift} onClose={actions.closeGift} />
    </div>
  )
}
