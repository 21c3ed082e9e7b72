import { Button } from 'antd-mobile'
import { CheckOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Wish } from '../../api/wishes'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { WishProgress } from '../../rewards/WishProgress'
import { setsHeld, wishRewardWords } from '../../rewards/wishWords'
import { formatDate, formatPoints, lastUsableDay } from '../../ui/format'
import { useWishExchange } from './useWishExchange'
import { WishCards } from './WishCards'
import { exchangeState, exchangedCouponUrl, exchangedWords } from './wishExchange'
import s from './wishes.module.css'

/**
 * One running campaign: its title and dates, the reward, the progress, every card with the
 * member's count (greyed until held), and the exchange button by where the member stands. An
 * exchange's reward is said in a polite live region (with the coupon's way into the wallet); a
 * refusal in the app's words as an alert.
 */
export function WishCampaign({ wish, signedIn }: { wish: Wish; signedIn: boolean }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { exchange, busy, outcome } = useWishExchange(wish)
  const state = exchangeState(wish, signedIn)
  const reward = wishRewardWords(wish.reward)
  const sets = setsHeld(wish)
  const titleId = `wish-${wish.id}-title`
  const exchanged = outcome && 'exchanged' in outcome ? outcome.exchanged : null
  const said = exchanged ? exchangedWords(exchanged, wish) : null
  const couponUrl = exchanged ? exchangedCouponUrl(exchanged) : null

  return (
    <li className={s.campaign} data-testid="wish" data-id={wish.id} data-state={state}>
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          {wish.title}
        </h2>
        <p className={s.dates}>{t('wishes.dates', { from: formatDate(wish.startsAt, lang), to: formatDate(lastUsableDay(wish.endsAt), lang) })}</p>
      </div>
      <p className={s.reward} data-testid="wish-reward">
        <span className={s.rewardLabel}>{t('wishes.rewardLabel')}</span>
        <span className={s.rewardValue}>{t(reward.key, reward.values)}</span>
      </p>
      <WishProgress wish={wish} words />
      <WishCards wish={wish} />
      {signedIn && (
        <p className={s.stats} data-testid="wish-stats">
          {t('wishes.stats', { collected: formatPoints(wish.collected), exchanged: wish.exchanged })}
          {wish.exchangeLimit > 0 && <> · {t('wishes.limit', { limit: wish.exchangeLimit })}</>}
        </p>
      )}
      <div className={s.foot}>
        <Link to={pageUrl(PAGE.collectWishHelp, { id: wish.id })} className={s.rulesLink} aria-describedby={titleId} data-testid="wish-rules">
          {t('wishes.rules')}
          <RightOutline aria-hidden="true" />
        </Link>
        {state === 'ready' && (
          <Button shape="rounded" color="primary" className={s.action} loading={busy} onClick={() => void exchange()} aria-describedby={titleId} data-testid="wish-exchange">
            {t('wishes.exchange')}
          </Button>
        )}
        {(state === 'collecting' || state === 'limitReached') && (
          <button type="button" className={s.waitButton} disabled aria-describedby={titleId} data-testid="wish-exchange-waiting">
            {t(state === 'collecting' ? 'wishes.needsSet' : 'wishes.limitReached')}
          </button>
        )}
      </div>
      {state === 'ready' && sets > 1 && <p className={s.sets}>{t('wishes.setsReady', { count: sets })}</p>}
      {/* Always there, so screen readers hear what an exchange gave as soon as it says it. */}
      <div role="status" aria-live="polite" className={said ? s.notice : undefined} data-testid="wish-exchange-result">
        {said && (
          <>
            <CheckOutline aria-hidden="true" className={s.noticeIcon} />
            <span className={s.noticeBody}>
              <span>{t(said.key, said.values)}</span>
              {couponUrl && (
                <Link to={couponUrl} className={s.noticeLink} data-testid="wish-open-coupon">
                  {t('wishes.openCoupon')}
                </Link>
              )}
            </span>
          </>
        )}
      </div>
      {outcome && 'error' in outcome && (
        <p className={s.error} role="alert" data-testid="wish-exchange-error">
          {outcome.error}
        </p>
      )}
    </li>
  )
}
