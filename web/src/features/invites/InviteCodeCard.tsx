import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { InviteOverview } from '../../api/invites'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import s from './invites.module.css'

/**
 * The head of the invite page: the running campaign (or that none runs), the member's invite code
 * large, and the ways to pass it on: copy the code, or share the link (its sheet has a QR code).
 */
export function InviteCodeCard({ overview, onShare }: { overview: InviteOverview; onShare: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { campaign, inviteCode } = overview

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteCode)
      Toast.show({ content: t('invite.codeCopied'), icon: 'success' })
    } catch {
      // No clipboard (an insecure context or a refusal): the code stays on screen to copy by hand.
      Toast.show({ content: t('invite.copyCodeByHand') })
    }
  }

  return (
    <section className={s.hero} aria-labelledby="invite-campaign-title" data-testid="invite-hero">
      <h2 className={s.heroTitle} id="invite-campaign-title">
        {campaign ? campaign.title : t('invite.noCampaign')}
      </h2>
      <p className={s.heroText} data-testid="invite-campaign-dates">
        {campaign ? t('invite.campaignDates', { from: formatDate(campaign.startsAt, lang), to: formatDate(campaign.endsAt, lang) }) : t('invite.noCampaignHint')}
      </p>
      <div className={s.codeBox}>
        <p className={s.codeLabel} id="invite-code-label">
          {t('invite.codeLabel')}
        </p>
        <p className={s.code} aria-labelledby="invite-code-label" data-testid="invite-code">
          {inviteCode}
        </p>
      </div>
      <div className={s.heroActions}>
        <button type="button" className={s.heroButton} onClick={() => void copy()} data-testid="invite-copy-code">
          {t('invite.copyCode')}
        </button>
        <button type="button" className={`${s.heroButton} ${s.heroPrimary}`} onClick={onShare} data-testid="invite-share">
          {t('invite.shareLink')}
        </button>
      </div>
    </section>
  )
}
