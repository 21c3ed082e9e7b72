import { useTranslation } from 'react-i18next'
import type { InviteCampaign } from '../../api/invites'
import { capWords, rewardLines, type RewardLine } from './inviteWords'
import s from './invites.module.css'

/** What the friend gets and what the member gets, in plain words, and how many friends the cap still rewards. */
export function InviteRewards({ campaign, rewardsLeft }: { campaign: InviteCampaign; rewardsLeft: number | null }) {
  const { t } = useTranslation()
  const friend = rewardLines(campaign, 'invitee')
  const member = rewardLines(campaign, 'inviter')
  const cap = capWords(rewardsLeft)
  const line = (item: RewardLine) => t(item.key, { what: t(item.what.key, item.what.values) })
  return (
    <section className={s.card} aria-labelledby="invite-rewards-title" data-testid="invite-rewards">
      <h2 className={s.cardTitle} id="invite-rewards-title">
        {t('invite.rewardsTitle')}
      </h2>
      {friend.length > 0 && (
        <div className={s.side} data-testid="invite-friend-gets">
          <h3 className={s.sideTitle}>{t('invite.friendGets')}</h3>
          <ul className={s.lines}>
            {friend.map((item) => (
              <li key={item.key}>{line(item)}</li>
            ))}
          </ul>
        </div>
      )}
      {member.length > 0 && (
        <div className={s.side} data-testid="invite-you-get">
          <h3 className={s.sideTitle}>{t('invite.youGet')}</h3>
          <ul className={s.lines}>
            {member.map((item) => (
              <li key={item.key}>{line(item)}</li>
            ))}
          </ul>
        </div>
      )}
      {cap && (
        <p className={s.cap} data-testid="invite-cap">
          {t(cap.key, cap.values)}
        </p>
      )}
    </section>
  )
}
