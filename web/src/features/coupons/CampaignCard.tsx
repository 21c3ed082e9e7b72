import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { Campaign } from '../../api/coupons'
import { useLanguage } from '../../i18n'
import { campaignAction, claimedPercent } from './campaignState'
import { formatDate, formatDateTime } from './couponFace'
import { Badge, CouponTicket } from './CouponTicket'
import s from './coupons.module.css'

interface Props {
  campaign: Campaign
  member: boolean
  busy: boolean
  onClaim: (campaign: Campaign) => void
  onUse: () => void
}

const PERIOD_LIMIT_KEY = { day: 'coupons.perDay', week: 'coupons.perWeek', month: 'coupons.perMonth' } as const
const COME_BACK_KEY = { day: 'coupons.comeBackTomorrow', week: 'coupons.comeBackNextWeek', month: 'coupons.comeBackNextMonth' } as const

/** One voucher centre campaign: the coupon, how much stock is left, and its state's button. */
export function CampaignCard({ campaign, member, busy, onClaim, onUse }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const action = campaignAction(campaign.state)
  const over = action === 'fullyClaimed' || action === 'ended'

  const button = (() => {
    switch (action) {
      case 'claim':
        return (
          <Button size="mini" shape="rounded" color="primary" loading={busy} onClick={() => onClaim(campaign)}>
            {member ? t('coupons.claim') : t('coupons.claimLogin')}
          </Button>
        )
      case 'use':
        return (
          <Button size="mini" shape="rounded" color="primary" fill="outline" onClick={onUse}>
            {t('coupons.goUse')}
          </Button>
        )
      case 'startingSoon':
        return (
          <Button size="mini" shape="rounded" disabled>
            {t('coupons.startingSoon')}
          </Button>
        )
      case 'fullyClaimed':
        return (
          <Button size="mini" shape="rounded" disabled>
            {t('coupons.fullyClaimed')}
          </Button>
        )
      default:
        return (
          <Button size="mini" shape="rounded" disabled>
            {t('coupons.ended')}
          </Button>
        )
    }
  })()

  const coupon = campaign.coupon
  return (
    <CouponTicket
      coupon={{ ...coupon, couponName: campaign.title || coupon.couponName }}
      testId="campaign-card"
      dataCode={String(campaign.campaignId)}
      muted={over}
      stamp={over ? (action === 'ended' ? t('coupons.ended') : t('coupons.fullyClaimed')) : undefined}
      badges={
        <>
          {action === 'use' && <Badge tone="plain">{t('coupons.claimed')}</Badge>}
          {campaign.perPersonLimit > 0 && <Badge tone="info">{t('coupons.perPerson', { count: campaign.perPersonLimit })}</Badge>}
          {campaign.limitPeriod && campaign.periodLimit > 0 && (
            <Badge tone="info">{t(PERIOD_LIMIT_KEY[campaign.limitPeriod], { count: campaign.periodLimit })}</Badge>
          )}
        </>
      }
      meta={
        <>
          {action === 'startingSoon' ? (
            <span data-testid="campaign-starts">{t('coupons.startsAt', { time: formatDateTime(campaign.startsAt, lang) })}</span>
          ) : (
            <span>{t('coupons.endsAt', { time: formatDate(campaign.endsAt, lang) })}</span>
          )}
          {!over && campaign.stock > 0 && (
            <span className={s.progress}>
              <span className={s.progressBar} aria-hidden="true">
                <span className={s.progressFill} style={{ width: `${claimedPercent(campaign)}%` }} />
              </span>
              {t('coupons.remaining', { count: campaign.remaining, formatted: new Intl.NumberFormat(lang).format(campaign.remaining) })}
            </span>
          )}
          {member && campaign.myClaimed > 0 && <span>{t('coupons.myClaimed', { count: campaign.myClaimed })}</span>}
          {campaign.state === 'claimed_period_limit' && campaign.limitPeriod && (
            <span data-testid="campaign-come-back">{t(COME_BACK_KEY[campaign.limitPeriod])}</span>
          )}
        </>
      }
      actions={button}
    />
  )
}
