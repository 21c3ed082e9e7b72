import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { giveRightsCard, useMyRightsCard, withdrawRightsGift } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { useGiveByLink } from '../../gifts/giftLinks'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'
import { EquityCardArt } from './EquityCardArt'
import { EquityReleases } from './EquityReleases'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * member/pages/equityDetail/index?id=: one of the member's equity cards, release by release, and
 * giving it to a friend by a link (what is still to come passes on; docs/decisions/0036).
 */
export default function MyEquityCardPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const card = useMyRightsCard(id)
  const m = card.data
  const gift = useGiveByLink({
    give: () => giveRightsCard(id as number),
    withdraw: () => withdrawRightsGift(id as number),
    withdrawConfirm: t('equity.withdrawConfirm'),
    withdrawn: t('equity.withdrawn'),
  })
  const link = gift.link
  const stepState = (releasedAt: number | null) =>
    releasedAt ? t('equity.released') : m?.status === 'refunded' ? t('equity.cancelled') : t('equity.waiting')
  // The receive page is this app's own: the link uses the address the giver has open (see GiveSheet).
  const url = link ? `${window.location.origin}${pageUrl(PAGE.equityGiftReceive, { token: link.token })}` : ''
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
            {m.status === 'giving' && <p className={p.notice}>{t('equity.givingHint')}</p>}
            {m.received && <p className={p.notice}>{t('equity.receivedNote')}</p>}
            <section className={s.card}>
              <h2 className={s.cardTitle}>{t('equity.releases')}</h2>
              <EquityReleases releases={m.releases ?? []} stateOf={(r) => stepState(r.releasedAt)} testId="equity-releases" />
            </section>
            {m.giftable && (
              <>
                <p className={p.notice}>{t('equity.giveNote')}</p>
                <Button block color="primary" shape="rounded" loading={gift.busy} onClick={() => void gift.give()} data-testid="equity-give">
                  {t('equity.give')}
                </Button>
              </>
            )}
            {m.status === 'giving' && (
              <Button block fill="outline" shape="rounded" loading={gift.busy} onClick={() => void gift.withdraw()} data-testid="equity-withdraw">
                {t('equity.withdraw')}
              </Button>
            )}
            <button type="button" className={s.headerLink} onClick={() => navigate(pageUrl(PAGE.voucherList))}>
              {t('packs.seeCoupons')}
            </button>
          </>
        )}
      </div>
      {m && link && (
        <ShareLinkSheet
          visible
          url={url}
          title={t('equity.giveTitle')}
          subtitle={m.name}
          hint={t('equity.giveHint')}
          qrAlt={t('equity.giveQr')}
          shareTitle={t('equity.shareTitle')}
          shareText={t('equity.shareText', { name: m.name })}
          footnote={t('equity.giveExpires', { time: formatDateTime(link.expiresAt, lang) })}
          urlTestId="equity-gift-link"
          onClose={gift.closeLink}
        />
      )}
    </div>
  )
}
