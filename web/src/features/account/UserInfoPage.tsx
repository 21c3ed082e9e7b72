import { useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { memberQueries, useMemberInfo, type MemberInfo } from '../../api/account'
import { useLanguage } from '../../i18n'
import { maskPhone } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { AvatarPicker } from './AvatarPicker'
import { ProfileForm } from './ProfileForm'
import f from './forms.module.css'
import s from './UserInfoPage.module.css'

/** member/pages/userInfo/index: view and edit the profile (spec 000 §3). */
export default function UserInfoPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const info = useMemberInfo()
  const saved = (member: MemberInfo) => queryClient.setQueryData(memberQueries.info(member.memberId, lang).queryKey, member)
  const member = info.data
  return (
    <div className={f.page}>
      <PageHeader title={t('userInfo.title')} />
      {info.isPending && <ListSkeleton rows={3} />}
      <QueryError query={info} />
      {member && (
        <main className={f.body}>
          <section className={f.card}>
            <AvatarPicker member={member} onSaved={saved} />
            <dl className={s.facts}>
              <div>
                <dt>{t('profile.phone')}</dt>
                <dd>{member.phone ? `+${member.areaCode} ${maskPhone(member.phone)}` : '–'}</dd>
              </div>
              <div>
                <dt>{t('profile.cardNo')}</dt>
                <dd>{member.member_card_no || '–'}</dd>
              </div>
            </dl>
          </section>
          <section className={f.card} aria-label={t('userInfo.title')}>
            <ProfileForm
              key={member.memberId}
              member={member}
              submitLabel={t('profile.save')}
              onSaved={(next) => {
                saved(next)
                Toast.show({ content: t('profile.saved'), icon: 'success' })
              }}
            />
          </section>
        </main>
      )}
    </div>
  )
}
