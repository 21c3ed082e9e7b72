import { useTranslation } from 'react-i18next'
import { useLevels } from '../../api/levels'
import { PAGE } from '../../app/pagePaths'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'

/**
 * member/pages/memberBenefits/growthRule/index: how growth is earned (the brand's growth rule),
 * how levels are reached, kept and lost (docs/decisions/0026). Public: visitors read it too.
 */
export default function GrowthRulePage() {
  const { t } = useTranslation()
  const levels = useLevels()
  const money = levels.data?.consumptionMoney
  const earning = money !== undefined && Number(money) > 0
  return (
    <div className={s.page}>
      <PageHeader title={t('level.rules')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {levels.isPending && <ListSkeleton rows={2} />}
        <QueryError query={levels} />
        {levels.data && (
          <>
            <section className={s.ruleCard} data-testid="growth-rule">
              <h2>{t('level.ruleEarnTitle')}</h2>
              <p className={s.ruleHighlight}>{earning ? t('level.ruleEarn', { money }) : t('level.ruleOff')}</p>
              <p>{t('level.ruleEarnHow')}</p>
            </section>
            <section className={s.ruleCard}>
              <h2>{t('level.ruleLevelTitle')}</h2>
              <ul>
                <li>{t('level.ruleUpgrade')}</li>
                <li>{t('level.rulePeriod')}</li>
                <li>{t('level.ruleRefund')}</li>
              </ul>
            </section>
          </>
        )}
      </div>
    </div>
  )
}
