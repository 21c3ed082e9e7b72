import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { giveGiftCard, revokeGiftCard, useGiftCard } from '../../api/giftcards'
import { formatMoney, parseCents } from '../../api/money'
import { PAGE } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { useGiveByLink } from '../../gifts/giftLinks'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'
import { CardFace } from './MyGiftCardsPage'
import g from './giftcards.module.css'

const RECORD_KIND = {
  issue: 'giftcards.recordIssue',
  exchange: 'giftcards.recordExchange',
  give_out: 'giftcards.recordGiveOut',
  give_in: 'giftcards.recordGiveIn',
  cancel: 'giftcards.recordCancel',
  pay: 'giftcards.recordPay',
  refund: 'giftcards.recordRefund',
  void: 'giftcards.recordVoid',
} as const

/**
 * member/pages/giftCard/giftDetail/index?id= (also giftCardRecord, giveAway): one of the member's
 * cards, what it can pay now, every change of its balance, and giving it to a friend by a link
 * (the card frozen until claimed, withdrawn, or back after 24 hours).
 */
export default function GiftCardDetailPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const card = useGiftCard(id)
  const gift = useGiveByLink({
    give: () => giveGiftCard(id as number),
    withdraw: () => revokeGiftCard(id as number),
    withdrawConfirm: t('giftcards.withdrawConfirm'),
    withdrawn: t('giftcards.withdrawn'),
  })
  const link = gift.link
  const c = card.data
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const bonusWaiting = c && c.bonusUsableAt && parseCents(c.spendable) < parseCents(c.balance)
  return (
    <div className={s.page}>
      <PageHeader title={t('giftcards.detailTitle')} homePath={`/${PAGE.myGiftCards}`} />
      <div className={s.body}>
        {!id && <EmptyView title={t('giftcards.unknown')} />}
        {card.isPending && id && <ListSkeleton rows={3} />}
        <QueryError query={card} />
        {c && (
          <>
            <CardFace card={c} />
            <p className={g.note} data-testid="giftcard-spendable">
              {t('giftcards.spendable', { amount: money(c.spendable) })}
              {bonusWaiting && c.bonusUsableAt ? `${t('giftcards.bonusFrom', { bonus: money(c.bonus), time: formatDateTime(c.bonusUsableAt, lang) })}` : ''}
            </p>
            {c.status === 'active' && !c.received && parseCents(c.spendable) > 0 && (
              <Button block color="primary" shape="rounded" loading={gift.busy} onClick={() => void gift.give()} data-testid="giftcard-give">
                {t('giftcards.give')}
              </Button>
            )}
            {c.received && c.status === 'active' && <p className={g.note}>{t('giftcards.receivedNote')}</p>}
            {c.status === 'frozen' && (
              <Button block fill="outline" shape="rounded" loading={gift.busy} onClick={() => void gift.withdraw()} data-testid="giftcard-withdraw">
                {t('giftcards.withdraw')}
              </Button>
            )}
            <section className={s.ruleCard}>
              <h2>{t('giftcards.records')}</h2>
              {(c.records ?? []).map((r) => (
                <div key={r.id} className={g.record} data-testid="giftcard-record">
                  <span>
                    {t(RECORD_KIND[r.kind as keyof typeof RECORD_KIND] ?? 'giftcards.recordOther')}
                    <br />
                    <small>{formatDateTime(r.createdAt, lang)}</small>
                  </span>
                  <span className={parseCents(r.amount) >= 0 ? g.plus : g.minus}>
                    {parseCents(r.amount) > 0 ? '+' : ''}
                    {money(r.amount)}
                  </span>
                </div>
              ))}
            </section>
          </>
        )}
      </div>
      {c && link && (
        <ShareLinkSheet
          visible
          url={link.url}
          title={t('giftcards.giveTitle')}
          subtitle={`${c.name} · ${money(c.balance)}`}
          hint={t('giftcards.giveHint')}
          qrAlt={t('giftcards.giveQr')}
          shareTitle={t('giftcards.shareTitle')}
          shareText={t('giftcards.shareText', { name: c.name })}
          footnote={t('giftcards.giveExpires', { time: formatDateTime(link.expiresAt, lang) })}
          urlTestId="giftcard-link"
          onClose={gift.closeLink}
        />
      )}
    </div>
  )
}
