import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { cents, formatMoney, parseCents } from '../../api/money'
import { isTruthyFlag, usePlatformConfig } from '../../api/config'
import { isAwaitingPayment, useOrderDetail, usePayOrder, usePayTypes } from '../../api/order'
import { useRechargePlans } from '../../api/wallet'
import { useLanguage } from '../../i18n'
import { safeReturnUrl } from '../../app/authGuard'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { Price } from '../../ui/Price'
import { QtyStepper } from '../../ui/QtyStepper'
import { useLeaveGuard } from '../../ui/useLeaveGuard'
import { useNow } from '../../ui/useNow'
import { payChoices, type PayChoice } from './payChoices'
import { formatTimeLeft, PaySummary } from './PaySummary'
import s from './orders.module.css'

/** orderPlus/pages/public/pay/index?order_id=&order_type=&success_url=: choose how to pay, then pay. */
export default function PayPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const goToRecharge = useGoToRecharge()
  const location = useLocation()
  const [params] = useSearchParams()
  const orderId = params.get('order_id')
  const successUrl = params.get('success_url')
  // A bill split equally: how many of its parts the reader pays (one, or more for friends).
  const [parts, setParts] = useState(1)
  const types = usePayTypes(orderId, parts)
  const split = types.data?.split
  const [chosen, setChosen] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const payOrder = usePayOrder()
  const order = useOrderDetail(orderId)
  const now = useNow(1000)

  // The auto-cancel deadline, counting down; past it, paying is not offered.
  const deadline = order.data?.payDeadline ?? null
  const timeLeft = deadline === null ? null : Math.max(0, deadline - now)
  const expired = timeLeft === 0
  const unpaid = order.data?.canPay === true && !expired
  const release = useLeaveGuard(unpaid, () =>
    Dialog.confirm({
      title: t('pay.leaveTitle'),
      content: t('pay.leaveBody', { time: formatTimeLeft(timeLeft ?? 0) }),
      confirmText: t('pay.stay'),
      cancelText: t('pay.leave'),
    }).then((stay) => !stay),
  )

  const list = types.data?.list ?? []
  const choices = payChoices(list)
  const walletShort = list.some((type) => type.type === 'wallet' && type.enough === false)
  const selected: PayChoice | null = choices.find((c) => c.key === chosen && c.usable) ?? choices.find((c) => c.usable) ?? null
  const needsPassword = types.data?.passwordEnable === 1 && !!selected?.stored
  // Wallet payments need a payment password the member has not set yet: set it first, then come back.
  const mustSetPassword = needsPassword && types.data?.hasPayPassword === false
  const setPasswordFirst = () => navigate(pageUrl(PAGE.payPassword, { back: `${location.pathname}${location.search}` }))
  const payEnd = pageUrl(PAGE.payEnd, { order_id: orderId })
  // Where to go once paid: the page that sent the payer here (a table's split bill), else the pay result.
  const afterPay = safeReturnUrl(successUrl) ?? payEnd
  const partsLeft = split ? split.people - split.taken : 0
  const nothingToPay = !!split && (split.mine || partsLeft < parts)

  const pay = async () => {
    if (!orderId || !selected) return
    try {
      const answer = await payOrder.mutateAsync({
        order_id: orderId,
        payType: selected.payType,
        ...(selected.giftCardId ? { giftCardId: selected.giftCardId } : {}),
        success_url: afterPay,
        ...(needsPassword ? { password } : {}),
        ...(split ? { parts } : {}),
      })
      release()
      if (answer.payUrl) window.location.assign(answer.payUrl)
      // A split bill's part that completed it: the order moved on from waiting for payment.
      else navigate(split && !isAwaitingPayment(answer.status) && successUrl ? withBillPaid(afterPay) : afterPay, { replace: true })
    } catch {
      // The query client said why; the pay types (a balance, the password) are read again.
      void types.refetch()
    }
  }


  return (
    <div className={s.page}>
      <PageHeader title={t('pay.title')} />
      <div className={s.body}>
        {types.isPending && <ListSkeleton rows={3} />}
        <QueryError query={types} />
        {order.data && <PaySummary order={order.data} timeLeft={timeLeft} />}
        {types.data && (
          <>
            <section className={`${s.card} ${s.center}`} style={{ padding: '20px 16px' }}>
              <span className={s.muted}>{t('pay.amount')}</span>
              <Price value={parseCents(types.data.due ?? types.data.payable)} size="large" testId="pay-amount" />
              {split && (
                <span className={s.muted} data-testid="pay-split">
                  {t('pay.splitTitle', { people: split.people, price: formatMoney(parseCents(types.data.payable), lang) })}
                </span>
              )}
              {!split && types.data.due && types.data.due !== types.data.payable && (
                <span className={s.muted} data-testid="pay-already">
                  {t('pay.alreadyPaid', { payable: formatMoney(parseCents(types.data.payable)), paid: formatMoney(cents(parseCents(types.data.payable) - parseCents(types.data.due))) })}
                </span>
              )}
            </section>
            {split && (split.mine || partsLeft === 0) && (
              <p className={`${s.card} ${s.center}`} role="status" data-testid="pay-split-done">
                {t(split.mine ? 'pay.splitMine' : 'pay.splitNoneLeft')}
              </p>
            )}
            {split && !split.mine && partsLeft > 1 && (
              <section className={`${s.card} ${s.row}`}>
                <span>
                  <strong>{t('pay.splitParts')}</strong>
                  <br />
                  <span className={s.muted}>{t('pay.splitPartsHint')}</span>
                </span>
                <QtyStepper
                  value={parts}
                  min={1}
                  increaseDisabled={parts >= partsLeft}
                  label={t('pay.splitParts')}
                  onDecrease={() => setParts((n) => Math.max(1, n - 1))}
                  onIncrease={() => setParts((n) => Math.min(partsLeft, n + 1))}
                />
              </section>
            )}
            <section className={s.card} role="radiogroup" aria-label={t('pay.choose')}>
              {choices.map((choice) => {
                const type = choice.entry
                const on = selected?.key === choice.key
                return (
                  <button
                    key={choice.key}
                    type="button"
                    role="radio"
                    aria-checked={on}
                    className={s.payType}
                    disabled={!choice.usable}
                    data-testid={`pay-choice-${choice.key}`}
                    onClick={() => setChosen(choice.key)}
                  >
                    <span className={s.payTypeText}>
                      {choice.card ? (
                        <>
                          <strong>
                            {t('pay.giftCard')} · {choice.card.name}
                          </strong>
                          <span className={s.muted}>
                            {t('giftcards.last4', { last4: choice.card.last4 })} ·{' '}
                            {choice.card.enough
                              ? t('pay.giftCardCanPay', { amount: formatMoney(parseCents(choice.card.spendable), lang) })
                              : choice.card.combination
                                ? t('pay.giftCardCombination', { gift: formatMoney(parseCents(choice.card.spendable), lang), card: formatMoney(parseCents(choice.card.card), lang) })
                                : `${t('pay.giftCardCanPay', { amount: formatMoney(parseCents(choice.card.spendable), lang) })} · ${t('pay.notEnough')}`}
                          </span>
                        </>
                      ) : (
                        <>
                          <strong>{t(choice.payType === 'wallet' ? 'pay.wallet' : choice.payType === 'card' ? 'pay.online' : 'pay.combination')}</strong>
                          {choice.payType === 'wallet' && (
                            <span className={s.muted}>
                              {t('pay.balance', { amount: formatMoney(parseCents(type.balance), lang) })}
                              {type.enough === false && ` · ${t('pay.notEnough')}`}
                            </span>
                          )}
                          {choice.payType === 'card' && <span className={s.muted}>{t('pay.onlineMethods')}</span>}
                          {choice.payType === 'combination' && (
                            <span className={s.muted}>
                              {t('pay.combinationDetail', { wallet: formatMoney(parseCents(type.wallet), lang), card: formatMoney(parseCents(type.card), lang) })}
                            </span>
                          )}
                        </>
                      )}
                    </span>
                    <span className={`${s.radio} ${on ? s.radioOn : ''}`} aria-hidden="true" />
                  </button>
                )
              })}
              {walletShort && goToRecharge && (
                <div className={s.row} data-testid="pay-go-recharge">
                  <span className={s.muted}>{t('pay.walletShort')}</span>
                  <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => navigate(pageUrl(PAGE.walletRecharge))}>
                    {t('pay.goRecharge')}
                  </Button>
                </div>
              )}
              {mustSetPassword && (
                <div className={s.row} data-testid="pay-password-needed">
                  <span className={s.muted}>{t('payPassword.needed')}</span>
                  <Button size="small" color="primary" fill="outline" shape="rounded" onClick={setPasswordFirst}>
                    {t('payPassword.go')}
                  </Button>
                </div>
              )}
              {needsPassword && !mustSetPassword && (
                <div className={s.row}>
                  <label className={s.label} htmlFor="pay-password">
                    {t('pay.password')}
                  </label>
                  <input
                    id="pay-password"
                    className={s.input}
                    type="password"
                    inputMode="numeric"
                    maxLength={6}
                    placeholder={t('pay.passwordPlaceholder')}
                    value={password}
                    onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
                  />
                </div>
              )}
            </section>
          </>
        )}
      </div>
      <footer className={s.footer}>
        <div className={s.footerTotal}>
          <Price value={parseCents(types.data?.due ?? types.data?.payable)} size="large" />
        </div>
        <Button
          color="primary"
          shape="rounded"
          className={s.footerButton}
          loading={payOrder.isPending}
          disabled={!selected || expired || nothingToPay || (needsPassword && !mustSetPassword && password.length !== 6)}
          onClick={() => (mustSetPassword ? setPasswordFirst() : void pay())}
        >
          {mustSetPassword ? t('payPassword.setNow') : t('pay.payNow')}
        </Button>
      </footer>
    </div>
  )
}

/** The brand's go-to-recharge (spec 000 §3) is on and top-ups are offered: an empty wallet leads there. */
function useGoToRecharge(): boolean {
  const platform = usePlatformConfig(['go-to-recharge'])
  const plans = useRechargePlans()
  const flag = platform.data?.['go-to-recharge'] as { enable?: unknown } | undefined
  return isTruthyFlag(flag?.enable) && !!plans.data?.enabled && (plans.data?.list.length ?? 0) > 0
}

/** The page the payer goes back to, told that the whole bill is paid (the table says so). */
function withBillPaid(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}billPaid=1`
}
