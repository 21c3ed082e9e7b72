import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { receiveRightsGift, useRightsGift, type RightsGift } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { useGiftClaim } from '../../gifts/giftLinks'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { EquityCardArt } from './EquityCardArt'
import { EquityReleases } from './EquityReleases'
import s from './coupons.module.css'
import p from './packs.module.css'

// What the link says once it no longer gives the card.
const GONE = { pending: 'equity.receiveTitle', claimed: 'equity.goneClaimed', withdrawn: 'equity.goneWithdrawn', returned: 'equity.goneReturned' } as const

/**
 * memberMinVolume/pages/equityNameDetail/index?token=: an equity card a friend sent, with the
 * coupons still to come. Visitors see it and log in to claim it; once claimed (by them or someone
 * faster), taken back or returned, the page says so.
 */
export default function ReceiveEquityCardPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const gift = useRightsGift(token)
  const { claim, busy, signedIn } = useGiftClaim(
    token,
    receiveRightsGift,
    (card) => navigate(pageUrl(PAGE.myEquityCard, { id: card.id }), { replace: true }),
    () => gift.refetch(),  // the page shows where the gift is now
  )
  const v = gift.data
  return (
    <div className={s.page}>
      <PageHeader title={t('equity.receiveTitle')} homePath={`/${PAGE.home}`} />
      <div className={s.body}>
        {!token && <EmptyView title={t('equity.linkInvalid')} />}
        {gift.isPending && token && <ListSkeleton rows={2} />}
        <QueryError query={gift} />
        {v && <GiftBody gift={v} busy={busy} signedIn={signedIn} lang={lang} onClaim={() => void claim()} />}
      </div>
    </div>
  )
}

interface BodyProps {
  gift: RightsGift
  busy: boolean
  signedIn: boolean
  lang: string
  onClaim: () => void
}

function GiftBody({ gift, busy, signedIn, lang, onClaim }: BodyProps) {
  const { t } = useTranslation()
  const open = gift.status === 'pending'
  const card = gift.card
  return (
    <>
      <p className={p.notice} data-testid="equity-gift-from">
        {gift.giverNickname ? t('equity.fromFriend', { name: gift.giverNickname }) : t('equity.fromSomeone')}
      </p>
      <EquityCardArt name={card.name} color="" line={t('equity.toCome', { total: card.total })} />
      <p className={p.notice} data-testid="equity-gift-status">
        {open ? t('equity.receiveHint', { time: formatDateTime(gift.expiresAt, lang) }) : t(GONE[gift.status])}
      </p>
      {open && (card.releases ?? []).length > 0 && (
        <section className={s.card}>
          <h2 className={s.cardTitle}>{t('equity.releases')}</h2>
          <EquityReleases releases={card.releases ?? []} stateOf={() => t('equity.waiting')} />
        </section>
      )}
      {open && !gift.mine && (
        <Button block color="primary" shape="rounded" loading={busy} onClick={onClaim} data-testid="equity-gift-claim">
          {signedIn ? t('equity.claim') : t('equity.loginToClaim')}
        </Button>
      )}
      {open && gift.mine && <p className={p.notice}>{t('equity.ownLink')}</p>}
    </>
  )
}
