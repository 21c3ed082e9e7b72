import { Button, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMyGiftCards, type GiftCard } from '../../api/giftcards'
import { formatMoney, parseCents } from '../../api/money'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ScanButton } from '../../app/ScanButton'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { GiftCardFace } from './GiftCardFace'
import g from './giftcards.module.css'

/**
 * member/pages/giftCard/myGiftCard/index (also point/giftCard, cardVoucher/giftCardHistory): the
 * member's gift cards, usable ones and the rest, with the ways to add one (buy, exchange a
 * physical card, scan a friend's gift code) and to the cards they gave.
 */
export default function MyGiftCardsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [tab, setTab] = useState<'usable' | 'history'>('usable')
  const pages = useMyGiftCards(tab)
  const list = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader
        title={t('giftcards.mine')}
        homePath={`/${PAGE.mine}`}
        right={
          <button type="button" className={g.headerLink} onClick={() => navigate(pageUrl(PAGE.giftCardGiveRecord))}>
            {t('giftcards.giveRecords')}
          </button>
        }
      />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'usable' | 'history')}>
        <Tabs.Tab key="usable" title={t('giftcards.usable')} />
        <Tabs.Tab key="history" title={t('giftcards.history')} />
      </Tabs>
      <div className={s.body}>
        <div className={g.actions}>
          <Button shape="rounded" color="primary" onClick={() => navigate(pageUrl(PAGE.buyGiftCard))}>
            {t('giftcards.buyTitle')}
          </Button>
          <Button shape="rounded" fill="outline" onClick={() => navigate(pageUrl(PAGE.giftCardExchange))}>
            {t('giftcards.exchangeTitle')}
          </Button>
          {/* A friend's gift card link shown as a QR code: scanned here, it opens the card to claim. */}
          <ScanButton className={g.scanGift} label={t('scan.giftButton')} hint={t('scan.giftHint')} testId="gift-scan" />
        </div>
        {pages.isPending && <ListSkeleton rows={2} />}
        <QueryError query={pages} />
        {pages.isSuccess && list.length === 0 && <EmptyView title={tab === 'usable' ? t('giftcards.noCards') : t('giftcards.noHistory')} />}
        <div className={g.list}>
          {list.map((card) => (
            <button
              key={card.id}
              type="button"
              className={g.cardButton}
              onClick={() => navigate(pageUrl(PAGE.giftCardDetail, { id: card.id }))}
              data-testid="my-giftcard"
            >
              <CardFace card={card} />
            </button>
          ))}
        </div>
        {list.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
      </div>
    </div>
  )
}

/** A member's card: its balance, status, last four digits and end. */
export function CardFace({ card }: { card: GiftCard }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const meta = [
    t('giftcards.last4', { last4: card.last4 }),
    card.expiresAt ? t('giftcards.validUntil', { date: formatDate(card.expiresAt, lang) }) : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return <GiftCardFace name={card.name} color={card.color} value={formatMoney(parseCents(card.balance), lang)} label={card.labelText} meta={meta} />
}
