import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePrimeInfo } from '../../api/prime'
import { PAGE } from '../../app/pagePaths'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import p from './prime.module.css'

/** memberMinVolume/pages/payingMember/agreement/index?passId=: the terms a buyer of the pass agrees to. */
export default function PrimeAgreementPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const info = usePrimeInfo()
  const asked = Number(params.get('passId'))
  const pass = info.data?.list.find((x) => x.id === asked) ?? info.data?.list[0]
  return (
    <div className={s.page}>
      <PageHeader title={pass ? t('prime.agreement', { name: pass.name }) : t('prime.title')} homePath={`/${PAGE.payingMember}`} />
      <div className={s.body}>
        {info.isPending && <ListSkeleton rows={4} />}
        <QueryError query={info} />
        {info.data && !pass?.agreement && <EmptyView title={t('prime.noAgreement')} />}
        {pass?.agreement && (
          <section className={s.ruleCard}>
            <p className={p.agreement} data-testid="prime-agreement">
              {pass.agreement}
            </p>
          </section>
        )}
      </div>
    </div>
  )
}
