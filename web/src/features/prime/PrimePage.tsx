import { Button, Toast } from 'antd-mobile'
import { useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { cents, formatMoney, parseCents } from '../../api/money'
import { startPrime, usePrimeInfo, type PrimePass, type PrimePlan } from '../../api/prime'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useCardCheckout } from '../../checkout/useCardCheckout'
import { useLanguage } from '../../i18n'
import { CheckboxField } from '../../ui/CheckboxField'
import { ChoiceCards } from '../../ui/ChoiceCards'
import { formatDate } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import s from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { Price } from '../../ui/Price'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import p from './prime.module.css'

/**
 * member/pages/payingMember/pay/index (also where a shopCode scan lands): the Privilege Pass, what
 * it gives (the items at member price, once a day), its plans, its terms to agree to, and paying
 * by card on the gateway's page, which sends the member back to the payEnd page. A member who
 * holds the pass sees until when, and renews (the days follow on).
 */
export default function PrimePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = isMemberWithPhone(useSession())
  const info = usePrimeInfo()
  const [chosen, setChosen] = useState<number | null>(null)
  const [agreed, setAgreed] = useState(false)
  const checkout = useCardCheckout()
  const held = info.data?.member ?? null
  const passes = info.data?.list ?? []
  // The pass the member holds, else the brand's first.
  const pass: PrimePass | undefined = passes.find((x) => x.id === held?.primeId) ?? passes[0]
  const buyable = (x: PrimePlan) => x.remaining !== 0
  const plan: PrimePlan | undefined = pass?.plans.find((x) => x.id === chosen && buyable(x)) ?? pass?.plans.find(buyable)
  const renewing = !!held?.active && held.primeId === pass?.id
  const money = (value: string) => formatMoney(parseCents(value), lang)
  const buy = () => {
    if (!plan) return
    if (!signedIn) {
      navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))
      return
    }
    if (!agreed) {
      Toast.show({ content: t('prime.agreeFirst') })
      return
    }
    void checkout.pay((key) => startPrime(plan.id, `/${PAGE.primeEnd}`, key))
  }
  return (
    <div className={s.page}>
      <PageHeader title={t('prime.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {info.isPending && <ListSkeleton rows={3} />}
        <QueryError query={info} />
        {info.data && (!info.data.onSale || !pass || pass.plans.length === 0) && !held?.active && (
          <EmptyView title={t('prime.off')} description={t('prime.offHint')} />
        )}
        {pass && (
          <>
            <section className={p.card} style={{ '--pass-color': pass.color || undefined } as CSSProperties} data-testid="prime-card">
              <h2 className={p.cardName}>{pass.name}</h2>
              <span className={p.cardTag}>{held?.active ? t('prime.holding') : t('prime.notHolding')}</span>
              <p className={p.cardStatus} data-testid="prime-status">
                {held?.active
                  ? t('prime.validUntil', { date: formatDate(held.expiresAt, lang) })
                  : held
                    ? t('prime.ended', { date: formatDate(held.expiresAt, lang) })
                    : t('prime.pitch')}
              </p>
            </section>
            {info.data?.onSale && pass.plans.length > 0 && (
              <>
                <h2 className={p.sectionTitle}>{renewing ? t('prime.renewPlan') : t('prime.choosePlan')}</h2>
                <ChoiceCards
                  label={renewing ? t('prime.renewPlan') : t('prime.choosePlan')}
                  value={plan?.id}
                  onChange={(id) => {
                    setChosen(id)
                    checkout.renew()
                  }}
                  testId="prime-plan"
                  choices={pass.plans.map((x) => ({
                    key: x.id,
                    disabled: !buyable(x),
                    content: (
                      <>
                        {x.purchaseLimit > 0 && (
                          <span className={`${p.planLimit} ${buyable(x) ? '' : p.planUsed}`}>
                            {buyable(x) ? t('prime.limit', { count: x.purchaseLimit }) : t('prime.limitUsed')}
                          </span>
                        )}
                        <span className={p.planName}>{x.name}</span>
                        <Price value={parseCents(x.price)} old={x.originalPrice ? parseCents(x.originalPrice) : null} size="large" />
                        <span className={p.planDays}>{t('prime.days', { count: x.days })}</span>
                        <span className={p.perDay}>{t('prime.perDay', { price: formatMoney(cents(Math.ceil(parseCents(x.price) / x.days)), lang) })}</span>
                      </>
                    ),
                  }))}
                />
                {renewing && held && plan && (
                  <p className={p.renewNote} data-testid="prime-renew-note">
                    {t('prime.renewNote', { date: formatDate(held.expiresAt + plan.days * 86_400_000, lang) })}
                  </p>
                )}
              </>
            )}
            {pass.items.length > 0 && (
              <>
                <h2 className={p.sectionTitle}>{t('prime.items')}</h2>
                <ul className={p.items} data-testid="prime-items">
                  {pass.items.map((item) => (
                    <li key={item.id} className={p.item}>
                      <GoodsImage src={item.image} className={p.itemImage} lazy />
                      <p className={p.itemName}>{item.name}</p>
                      <span aria-label={t('prime.itemPrices', { member: money(item.memberPrice), price: money(item.price) })}>
                        <Price value={parseCents(item.memberPrice)} old={parseCents(item.price)} />
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {pass.benefits.length > 0 && (
              <section className={s.ruleCard}>
                <h2>{t('prime.benefits')}</h2>
                <ul>
                  {pass.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </section>
            )}
            {info.data?.onSale && pass.plans.length > 0 && (
              <div className={p.agree}>
                <CheckboxField checked={agreed} onChange={setAgreed}>
                  {t('prime.agree')}
                  {/* The terms are named by the link beside it; a screen reader hears them with the box. */}
                  <span className="visually-hidden"> {t('prime.agreement', { name: pass.name })}</span>
                </CheckboxField>
                <button type="button" className={p.agreeLink} onClick={() => navigate(pageUrl(PAGE.primeAgreement, { passId: pass.id }))}>
                  {t('prime.agreement', { name: pass.name })}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {info.data?.onSale && pass && plan && (
        <div className={p.payBar}>
          <Button block color="primary" shape="rounded" className={p.payButton} loading={checkout.busy} onClick={buy} data-testid="prime-pay">
            {!signedIn
              ? t('prime.loginToBuy')
              : renewing
                ? t('prime.renewFor', { amount: money(plan.price) })
                : t('prime.buyFor', { amount: money(plan.price) })}
          </Button>
        </div>
      )}
    </div>
  )
}
