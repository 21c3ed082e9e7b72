import { useTranslation } from 'react-i18next'
import { useInviteOverview } from '../../api/invites'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { FriendList } from './FriendList'
import { InviteTotals } from './InviteTotals'
import s from './invites.module.css'

/** member/pages/point/invite/index (a member): the member's invitation totals and every friend who came, a page at a time. */
export default function InviteRecordsPage() {
  const { t } = useTranslation()
  const overview = useInviteOverview()
  return (
    <div className={s.page}>
      <PageHeader title={t('invite.recordsTitle')} homePath={`/${PAGE.inviteActivity}`} />
      <div className={s.body}>
        {overview.data && <InviteTotals overview={overview.data} />}
        <FriendList />
      </div>
    </div>
  )
}
