import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useMyRightsCard } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { EquityCardArt } from './EquityCardArt'
import s from './coupons.module.css'
import p from './packs.module.css'

/** member/pages/equityDetail/index?id=: one of the member's equity cards, release by release. */
export default function MyEquityCardPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const card = useMyRightsCard(id)
  const m = card.data
  return (
    <div className={s.page}>
      <PageHeader title={t('equity.mine')} homePath={`/${PAGE.equityPurchaseRecord}`} />
      <div className={s.body}>
        {!id && <EmptyView title={t('equity.unknown')} />}
        {card.isPending && id && <ListSkeleton rows={3} />}
        <QueryError query={card} />
        {m && (
          <>
            <EquityCardArt name={m.name} color="" line={t('equity.progress', { released: m.released, total: m.total })} />
            {m.status === 'refunded' && <p className={p.notice}>{t('equity.refundedHint')}</p>}
            <section className={s.card}>
              <h2 className={s.cardTitle}>{t('equity.releases')}</h2>
              <ol className={p.timeline} data-testid="equity-releases">
                {(m.releases ?? []).map((r) => (
                  <li key={r.seq} className={p.step}>
                    <span className={p.stepDate}>{formatDate(r.releasedAt ?? r.dueAt, lang)}</span>
                    <span className={p.stepName}>{t('equity.releaseLine', { name: r.couponName, count: r.count })}</span>
                    <span className={`${p.stepState} ${r.releasedAt ? p.stepDone : p.stepWaiting}`}>
                      {r.releasedAt ? t('equity.released') : m.status === 'refunded' ? t('equity.cancelled') : t('equity.waiting')}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
            <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.voucherList))}>
              {t('packs.seeCoupons')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
