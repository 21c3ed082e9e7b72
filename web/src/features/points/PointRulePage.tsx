import { useTranslation } from 'react-i18next'
import { usePointsRule } from '../../api/points'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from '../../ui/LedgerPage.module.css'

/**
 * memberMinVolume/pages/point/pointRule/index: how points are earned (the brand's base rule),
 * how long they last, and how refunds and expiry treat them. Public: visitors read it too.
 */
export default function PointRulePage() {
  const { t } = useTranslation()
  const rule = usePointsRule()
  const base = rule.data?.orderRules[0]
  return (
    <div className={s.page}>
      <PageHeader title={t('points.ruleTitle')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {rule.isPending && <ListSkeleton rows={2} />}
        <QueryError query={rule} />
        {rule.data && (
          <>
            <section className={s.ruleCard} data-testid="points-rule">
              <h2>{t('points.ruleEarnTitle')}</h2>
              <p className={s.ruleHighlight}>{base ? t('points.ruleEarn', { money: base.payMoney, points: base.point }) : t('points.ruleNoEarn')}</p>
              <p>{t('points.ruleEarnHow')}</p>
            </section>
            {rule.data.redeem && (
              <section className={s.ruleCard} data-testid="points-redeem-rule">
                <h2>{t('points.ruleRedeemTitle')}</h2>
                <p className={s.ruleHighlight}>{t('points.ruleRedeem', { points: rule.data.redeem.points, money: rule.data.redeem.money })}</p>
                <p>{t('points.ruleRedeemHow', { percent: rule.data.redeem.maxPercent, cash: rule.data.redeem.minCash })}</p>
                {rule.data.redeem.maxPerOrder > 0 && <p>{t('points.ruleRedeemCap', { points: rule.data.redeem.maxPerOrder })}</p>}
              </section>
            )}
            <section className={s.ruleCard}>
              <h2>{t('points.ruleValidityTitle')}</h2>
              <p>{rule.data.permanent ? t('points.rulePermanent') : t('points.ruleDays', { days: rule.data.validityDays })}</p>
            </section>
            <section className={s.ruleCard}>
              <h2>{t('points.ruleMoreTitle')}</h2>
              <ul>
                <li>{t('points.ruleRefund')}</li>
                <li>{t('points.ruleWarning')}</li>
                <li>{t('points.ruleOwn')}</li>
              </ul>
            </section>
          </>
        )}
      </div>
    </div>
  )
}
