import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { formatMoney, parseCents } from '../../api/money'
import { startRights, useRightsCard, useRightsOrder, type RightsCard } from '../../api/rights'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { CheckboxField } from '../../ui/CheckboxField'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Sheet } from '../../ui/Sheet'
import { CouponTicket } from './CouponTicket'
import { EquityCardArt } from './EquityCardArt'
import { PurchaseResult } from './PurchaseResult'
import s from './coupons.module.css'
import p from './packs.module.css'

/**
 * memberMinVolume/pages/buyEquityCard/cardDetail/index?id= (also memberPlus rightsCard/detail):
 * an equity card: what it releases and when, its terms to read and agree to (spec 000 §5), and
 * buying it by card; the gateway sends the member back here with ?orderNo=.
 */
export default function EquityCardPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const orderNo = params.get('orderNo')
  const card = useRightsCard(id)
  const signedIn = isMemberWithPhone(useSession())
  const checkout = useCardCheckout()
  const [agreed, setAgreed] = useState(false)
  const [reading, setReading] = useState(false)
  const buy = () => {
    if (!card.data) return
    if (!signedIn) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    if (!agreed) {
      Toast.show({ content: t('equity.agreeFirst') })
      return
    }
    const cardId = card.data.id
    void checkout.pay((key) => startRights(cardId, `/${PAGE.equityCardDetail}?id=${cardId}`, key))
  }
  const canBuy = !!card.data?.onSale && card.data.remaining !== 0 && !orderNo
  return (
    <div className={`${s.page} ${canBuy ? s.withFooter : ''}`}>
      <PageHeader title={t('equity.title')} homePath={`/${PAGE.buyEquityCard}`} />
      <div className={s.body}>
        {!id && <EmptyView title={t('equity.unknown')} />}
        {orderNo && <EquityResult orderNo={orderNo} />}
        {card.isPending && id && <ListSkeleton rows={3} />}
        <QueryError query={card} />
        {card.data && <CardContents card={card.data} />}
        {card.data && !card.data.onSale && !orderNo && <p className={p.notice}>{t('equity.off')}</p>}
        {card.data && card.data.remaining === 0 && !orderNo && <p className={p.notice}>{t('equity.limitReached')}</p>}
        {canBuy && card.data && (
          <div className={p.agreeRow}>
            <CheckboxField checked={agreed} onChange={setAgreed}>
              {t('equity.agree')}
              <span className="visually-hidden"> {t('equity.agreement', { name: card.data.name })}</span>
            </CheckboxField>
            <button type="button" className={p.agreeLink} onClick={() => setReading(true)}>
              {t('equity.agreement', { name: card.data.name })}
            </button>
          </div>
        )}
      </div>
      {canBuy && card.data && (
        <div className={s.footer}>
          <Button block color="primary" shape="rounded" className={p.buyButton} loading={checkout.busy} onClick={buy} data-testid="equity-buy">
            {signedIn ? t('equity.buyFor', { amount: formatMoney(parseCents(card.data.price)) }) : t('equity.loginToBuy')}
          </Button>
        </div>
      )}
      <Sheet visible={reading} onClose={() => setReading(false)} bodyClassName={s.sheet}>
        <h2 className={s.sheetTitle}>{card.data ? t('equity.agreement', { name: card.data.name }) : ''}</h2>
        <p className={p.agreementText} data-testid="equity-agreement">
          {card.data?.agreement || t('equity.noAgreement')}
        </p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            setAgreed(true)
            setReading(false)
          }}
        >
          {t('equity.readAndAgree')}
        </Button>
      </Sheet>
    </div>
  )
}

function CardContents({ card }: { card: RightsCard }) {
  const { t } = useTranslation()
  return (
    <>
      <EquityCardArt name={card.name} color={card.color} line={t('equity.couponsTotal', { count: card.couponsTotal })} />
      <p className={p.heroPriceDark}>
        {formatMoney(parseCents(card.price))}
        {card.originalPrice && <del>{formatMoney(parseCents(card.originalPrice))}</del>}
      </p>
      {card.description.length > 0 && (
        <ul className={p.lines}>
          {card.description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <h2 className={s.cardTitle}>{t('equity.contents')}</h2>
      {card.benefits.map((b) => (
        <CouponTicket
          key={b.templateId}
          coupon={b.coupon}
          testId="equity-benefit"
          badges={<span className={p.count}>{t('packs.count', { count: b.count })}</span>}
          meta={
            b.times === 1
              ? t('equity.once')
              : b.everyDays === 1
                ? t('equity.scheduleDaily', { count: b.count, times: b.times })
                : t('equity.schedule', { count: b.count, days: b.everyDays, times: b.times })
          }
        />
      ))}
      {card.perMemberLimit > 0 && <p className={s.muted}>{t('packs.limit', { count: card.perMemberLimit })}</p>}
    </>
  )
}

/** After paying: the card's first coupons are in the wallet. */
function EquityResult({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <PurchaseResult
      order={useRightsOrder(orderNo)}
      done={t('equity.done')}
      doneHint={(name) => t('equity.doneHint', { name })}
      next={{ label: t('equity.seeMine'), go: () => navigate(pageUrl(PAGE.equityPurchaseRecord), { replace: true }) }}
      testId="equity-result"
    />
  )
}
