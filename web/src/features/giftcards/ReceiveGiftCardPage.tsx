import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { receiveGiftCard, useGift } from '../../api/giftcards'
import { formatMoney, parseCents } from '../../api/money'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { useGiftClaim } from '../../gifts/giftLinks'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { GiftCardFace } from './GiftCardFace'
import g from './giftcards.module.css'

/**
 * member/pages/giftCard/receive/index?token=: a gift card a friend sent. Visitors see it and log
 * in to claim it; once claimed (by them or someone faster) or taken back, the page says so.
 */
export default function ReceiveGiftCardPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const gift = useGift(token)
  const { claim, busy, signedIn } = useGiftClaim(
    token,
    receiveGiftCard,
    () => navigate(pageUrl(PAGE.myGiftCards), { replace: true }),
    () => gift.refetch(),  // the page shows where the gift is now
  )
  const v = gift.data
  // Still waiting to be claimed: `sent_out` to whoever holds the link, `waiting_friend` to its giver.
  const open = v && (v.label === 'sent_out' || v.label === 'waiting_friend')
  return (
    <div className={s.page}>
      <PageHeader title={t('giftcards.receiveTitle')} homePath={`/${PAGE.home}`} />
      <div className={s.body}>
        {!token && <EmptyView title={t('giftcards.linkInvalid')} />}
        {gift.isPending && token && <ListSkeleton rows={2} />}
        <QueryError query={gift} />
        {v && (
          <>
            <GiftCardFace
              name={v.card.name}
              color={v.card.color}
              value={formatMoney(parseCents(v.card.balance), lang)}
              label={v.labelText}
              testId="gift-card"
            />
            <p className={g.note} data-testid="gift-status">
              {open ? t('giftcards.receiveHint', { time: formatDateTime(v.expiresAt, lang) }) : v.labelText}
            </p>
            {open && !v.mine && (
              <Button block color="primary" shape="rounded" className={g.buy} loading={busy} onClick={() => void claim()} data-testid="gift-claim">
                {signedIn ? t('giftcards.claim') : t('giftcards.loginToClaim')}
              </Button>
            )}
            {open && v.mine && <p className={g.note}>{t('giftcards.ownLink')}</p>}
          </>
        )}
      </div>
    </div>
  )
}
