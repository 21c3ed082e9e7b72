import { Button } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { startGiftCard, useGiftCardBatches, useGiftCardOrder } from '../../api/giftcards'
import { formatMoney, parseCents } from '../../api/money'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { useLanguage } from '../../i18n'
import { ChoiceCards } from '../../ui/ChoiceCards'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton, LoadingView } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { GiftCardFace } from './GiftCardFace'
import g from './giftcards.module.css'

/**
 * member/pages/giftCard/buyGiftCard/index (also point/electronicGiftCard): the e-gift cards on
 * sale, bought by card; the gateway sends the member back here with ?orderNo=.
 */
export default function BuyGiftCardPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const orderNo = params.get('orderNo')
  const batches = useGiftCardBatches()
  const signedIn = isMemberWithPhone(useSession())
  const checkout = useCardCheckout()
  const [chosen, setChosen] = useState<number | null>(null)
  const list = batches.data?.list ?? []
  const batch = list.find((b) => b.id === chosen) ?? list[0]
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const buy = () => {
    if (!batch) return
    if (!signedIn) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    const id = batch.id
    void checkout.pay((key) => startGiftCard(id, `/${PAGE.buyGiftCard}`, key))
  }
  return (
    <div className={s.page}>
      <PageHeader
        title={t('giftcards.buyTitle')}
        homePath={`/${PAGE.mine}`}
        right={
          signedIn ? (
            <button type="button" className={g.headerLink} onClick={() => navigate(pageUrl(PAGE.myGiftCards))}>
              {t('giftcards.mine')}
            </button>
          ) : undefined
        }
      />
      <div className={s.body}>
        {orderNo && <BoughtResult orderNo={orderNo} />}
        {batches.isPending && <ListSkeleton rows={2} />}
        <QueryError query={batches} />
        {batches.isSuccess && list.length === 0 && <EmptyView title={t('giftcards.none')} />}
        {batch && !orderNo && (
          <>
            <GiftCardFace
              name={batch.name}
              color={batch.color}
              value={money(batch.faceValue)}
              meta={parseCents(batch.bonus) > 0 ? t('giftcards.bonusOffer', { bonus: money(batch.bonus) }) : undefined}
              testId="giftcard-preview"
            />
            <ChoiceCards
              label={t('giftcards.choose')}
              value={batch.id}
              onChange={(id) => {
                setChosen(id)
                checkout.renew()
              }}
              testId="giftcard-batch"
              choices={list.map((b) => ({
                key: b.id,
                content: (
                  <>
                    <span className={g.choiceValue}>{money(b.faceValue)}</span>
                    {parseCents(b.bonus) > 0 && <span className={g.choiceBonus}>{t('giftcards.bonusShort', { bonus: money(b.bonus) })}</span>}
                    <span className={g.choicePrice}>{t('giftcards.price', { price: money(b.price) })}</span>
                  </>
                ),
              }))}
            />
            <section className={s.ruleCard}>
              <h2>{t('giftcards.rulesTitle')}</h2>
              <ul>
                <li>{t('giftcards.ruleValidity', { days: batch.validityDays })}</li>
                <li>{t('giftcards.ruleBonus')}</li>
                <li>{t('giftcards.ruleGive')}</li>
              </ul>
            </section>
            <Button block color="primary" shape="rounded" className={g.buy} loading={checkout.busy} onClick={buy} data-testid="giftcard-buy">
              {signedIn ? t('giftcards.buyFor', { amount: money(batch.price) }) : t('giftcards.loginToBuy')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}

/** After paying: waits for the gateway's answer, then shows the new card. */
function BoughtResult({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const order = useGiftCardOrder(orderNo)
  const status = order.data?.status
  useEffect(() => {
    if (status === 'paid') void client.invalidateQueries({ queryKey: ['member'] })
  }, [status, client])
  if (order.isPending || status === 'paying') return <LoadingView label={t('giftcards.confirming')} />
  if (status === 'paid') {
    return (
      <section className={s.ruleCard} data-testid="giftcard-result" data-status="paid">
        <h2>{t('giftcards.done')}</h2>
        <p>{t('giftcards.doneHint', { name: order.data?.title ?? '' })}</p>
        <Button block color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.myGiftCards), { replace: true })}>
          {t('giftcards.mine')}
        </Button>
      </section>
    )
  }
  if (status === 'failed' || status === 'closed') {
    return (
      <section className={s.ruleCard} data-testid="giftcard-result" data-status="failed">
        <h2>{t('packs.failed')}</h2>
        <p>{t('packs.failedHint')}</p>
      </section>
    )
  }
  return <QueryError query={order} />
}
