import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInviteOverview } from '../../api/invites'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'
import { FriendList } from './FriendList'
import { InviteCodeCard } from './InviteCodeCard'
import { InviteRewards } from './InviteRewards'
import { InviteTotals } from './InviteTotals'
import { inviteLink } from './inviteWords'
import s from './invites.module.css'

/**
 * member/pages/point/inviteActivity/index (a member): the running campaign, what the friend and
 * the member get, the member's invite code and a link to share (with its QR code), the member's
 * totals and friends. Without a campaign the code and friends still show.
 */
export default function InvitePage() {
  const { t } = useTranslation()
  const overview = useInviteOverview()
  const [sharing, setSharing] = useState(false)
  const data = overview.data
  const link = data ? inviteLink(window.location.origin, data.inviteCode) : ''
  return (
    <div className={s.page}>
      <PageHeader title={t('invite.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {overview.isPending && <ListSkeleton rows={3} label={t('invite.loading')} />}
        {!data && <QueryError query={overview} />}
        {data && (
          <>
            <InviteCodeCard overview={data} onShare={() => setSharing(true)} />
            {data.campaign && <InviteRewards campaign={data.campaign} rewardsLeft={data.rewardsLeft} />}
            <InviteTotals overview={data} />
            {data.campaign?.rules && (
              <section className={s.card} aria-labelledby="invite-rules-title">
                <h2 className={s.cardTitle} id="invite-rules-title">
                  {t('invite.rulesTitle')}
                </h2>
                <p className={s.rules}>{data.campaign.rules}</p>
              </section>
            )}
            <FriendList />
          </>
        )}
      </div>
      {data && (
        <ShareLinkSheet
          visible={sharing}
          url={link}
          title={t('invite.shareTitle')}
          subtitle={data.campaign ? <p className={s.shareSubtitle}>{data.campaign.title}</p> : undefined}
          hint={t('invite.shareHint')}
          qrAlt={t('invite.qrAlt')}
          shareTitle={t('invite.shareTitle')}
          shareText={t('invite.shareText', { code: data.inviteCode })}
          footnote={<p className={s.shareCode}>{t('invite.shareCode', { code: data.inviteCode })}</p>}
          urlTestId="invite-link"
          qrTestId="invite-qr"
          onClose={() => setSharing(false)}
        />
      )}
    </div>
  )
}
