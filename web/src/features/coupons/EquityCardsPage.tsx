import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useRightsCards, useRightsContents } from '../../api/rights'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { EquityCardOnSale } from './EquityCardArt'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * member/pages/buyEquityCard/index (also memberPlus rightsCard/list): the equity cards on sale,
 * each a schedule of coupons, and the brand's pages about member benefits; a member reaches their
 * own cards from the header.
 */
export default function EquityCardsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = isMember(useSession())
  const cards = useRightsCards()
  const list = cards.data?.list ?? []
  const contents = useRightsContents().data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader
        title={t('equity.title')}
        homePath={`/${PAGE.mine}`}
        right={
          member ? (
            <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.equityPurchaseRecord))}>
              {t('equity.mine')}
            </button>
          ) : undefined
        }
      />
      <div className={s.body}>
        {cards.isPending && <ListSkeleton rows={2} />}
        <QueryError query={cards} />
        {cards.isSuccess && list.length === 0 && <EmptyView title={t('equity.empty')} />}
        <div className={p.packs}>
          {list.map((card) => (
            <EquityCardOnSale
              key={card.id}
              card={card}
              line={t('equity.couponsTotal', { count: card.couponsTotal })}
              testId="equity-card"
              onOpen={() => navigate(pageUrl(PAGE.equityCardDetail, { id: card.id }))}
            />
          ))}
        </div>
        {contents.length > 0 && (
          <section className={s.card} aria-labelledby="rights-contents">
            <h2 id="rights-contents" className={s.cardTitle}>
              {t('equity.about')}
            </h2>
            {contents.map((c) => (
              <button
                key={c.id}
                type="button"
                className={p.aboutRow}
                onClick={() => navigate(pageUrl(PAGE.richText, { type: 'customRights', id: c.id }))}
                data-testid="rights-content"
              >
                <span className={p.aboutTitle}>{c.title}</span>
                {c.summary && <span className={p.packSummary}>{c.summary}</span>}
              </button>
            ))}
          </section>
        )}
      </div>
    </div>
  )
}
