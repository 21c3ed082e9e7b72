import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDiscountCards, useMyDiscountCards, type MyRightsCard } from '../../api/rights'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { EquityCardOnSale } from './EquityCardArt'
import s from './coupons.module.css'
import d from './discountCards.module.css'
import p from './packs.module.css'

/**
 * member/pages/voucher/discountCard/index (and the small package's): discount cards
 * (docs/decisions/0039), equity cards whose one discount coupon a day is valid that day. The
 * member's cards say how many days are left and send them to use today's; the cards on sale open
 * the equity card page, where the terms are read and the card bought.
 */
export default function DiscountCardPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = isMemberWithPhone(useSession())
  const onSale = useDiscountCards()
  const mine = useMyDiscountCards()
  const cards = onSale.data?.list ?? []
  const held = (mine.data?.list ?? []).filter((card) => card.status !== 'refunded')
  const nothing = onSale.isSuccess && cards.length === 0 && (!member || (mine.isSuccess && held.length === 0))
  return (
    <div className={s.page}>
      <PageHeader title={t('discountCard.title')} homePath={`/${PAGE.voucherCenter}`} />
      <div className={s.body}>
        <p className={p.notice}>{t('discountCard.how')}</p>
        {(onSale.isPending || (member && mine.isPending)) && <ListSkeleton rows={2} />}
        <QueryError query={onSale} />
        {member && <QueryError query={mine} />}
        {nothing && <EmptyView title={t('discountCard.empty')} />}
        {held.length > 0 && (
          <section className={p.packs} aria-labelledby="discount-mine">
            <h2 id="discount-mine" className={s.cardTitle}>
              {t('discountCard.mine')}
            </h2>
            {held.map((card) => (
              <HeldCard key={card.id} card={card} onOpen={() => navigate(pageUrl(PAGE.myEquityCard, { id: card.id }))} onUse={() => navigate(pageUrl(PAGE.voucherList))} />
            ))}
          </section>
        )}
        {cards.length > 0 && (
          <section className={p.packs} aria-labelledby="discount-sale">
            <h2 id="discount-sale" className={s.cardTitle}>
              {t('discountCard.onSale')}
            </h2>
            {cards.map((card) => (
              <EquityCardOnSale
                key={card.id}
                card={card}
                line={card.description[0] ?? ''}
                testId="discount-card"
                onOpen={() => navigate(pageUrl(PAGE.equityCardDetail, { id: card.id }))}
              />
            ))}
          </section>
        )}
      </div>
    </div>
  )
}

/** A card the member holds: the days left after today, its timeline, and today's coupon to use. */
function HeldCard({ card, onOpen, onUse }: { card: MyRightsCard; onOpen: () => void; onUse: () => void }) {
  const { t } = useTranslation()
  const waiting = card.status === 'giving'
  const daysLeft = card.total - card.released
  return (
    <div className={`${s.card} ${d.held}`} data-testid="my-discount-card">
      <span className={p.packHead}>
        <span className={p.packName}>{card.name}</span>
        <span className={p.packTag}>{waiting ? t('equity.giving') : t('equity.active')}</span>
      </span>
      <span className={p.packSummary}>{daysLeft > 0 ? t('discountCard.daysLeft', { count: daysLeft }) : t('discountCard.lastDay')}</span>
      <span className={d.actions}>
        <button type="button" className={d.action} onClick={onOpen}>
          {t('discountCard.details')}
        </button>
        {!waiting && (
          <button type="button" className={`${d.action} ${d.actionMain}`} onClick={onUse}>
            {t('discountCard.useToday')}
          </button>
        )}
      </span>
    </div>
  )
}
