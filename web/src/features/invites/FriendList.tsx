import { useTranslation } from 'react-i18next'
import { useInviteFriends, type InviteFriend } from '../../api/invites'
import { useLanguage } from '../../i18n'
import { formatDate } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { StateTag } from '../../ui/StateTag'
import { friendRewardWords } from './inviteWords'
import s from './invites.module.css'

/** The friends who signed up with the member's code, newest first, 20 at a time, each with what they brought. */
export function FriendList() {
  const { t } = useTranslation()
  const pages = useInviteFriends()
  const friends = pages.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section className={s.friends} aria-labelledby="invite-friends-title" data-testid="invite-friends">
      <h2 className={s.sectionTitle} id="invite-friends-title">
        {t('invite.friendsTitle')}
      </h2>
      {pages.isPending && <ListSkeleton rows={2} label={t('invite.loadingFriends')} />}
      {!pages.data && <QueryError query={pages} />}
      {pages.isSuccess && friends.length === 0 && <EmptyView title={t('invite.friendsEmpty')} description={t('invite.friendsEmptyHint')} />}
      {friends.length > 0 && (
        <ul className={s.friendList}>
          {friends.map((friend, index) => (
            <FriendRow key={`${friend.joinedAt}-${index}`} friend={friend} />
          ))}
        </ul>
      )}
      {friends.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </section>
  )
}

function FriendRow({ friend }: { friend: InviteFriend }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <li className={s.friend} data-testid="invite-friend" data-ordered={friend.ordered} data-rewarded={friend.rewarded}>
      <div className={s.friendHead}>
        <span className={s.friendName}>{friend.nickname || t('invite.friendFallback')}</span>
        <StateTag tone={friend.ordered ? 'done' : 'waiting'}>{friend.ordered ? t('invite.ordered') : t('invite.notOrdered')}</StateTag>
      </div>
      <p className={s.friendMeta}>{t('invite.joinedAt', { date: formatDate(friend.joinedAt, lang) })}</p>
      {friend.rewards.length > 0 && (
        <ul className={s.friendRewards} aria-label={t('invite.friendRewardsLabel')}>
          {friend.rewards.map((reward) => {
            const words = friendRewardWords(reward)
            return <li key={`${reward.stage}-${reward.kind}-${reward.createdAt}`}>{t(words.key, words.values)}</li>
          })}
        </ul>
      )}
      {!friend.rewarded && <p className={s.pastLimit}>{t('invite.pastLimit')}</p>}
    </li>
  )
}
