import { useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { memberQueries, useMemberInfo } from '../../api/account'
import { isMember, useSession } from '../../api/session'
import { safeReturnUrl } from '../../app/authGuard'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { AuthHero } from './AuthHero'
import { ProfileForm } from './ProfileForm'
import s from './AuthPage.module.css'
import f from './forms.module.css'

/**
 * account/pages/public/registerInfo/index: a new member completes the profile (spec 000 §3, §5),
 * then goes on to oldUrl (or the profile tab). "Later" skips it.
 */
export default function RegisterInfoPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const session = useSession()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const info = useMemberInfo()
  const next = safeReturnUrl(params.get('oldUrl')) ?? `/${PAGE.mine}`

  if (!isMember(session)) return <Navigate to={pageUrl(PAGE.auth, { oldUrl: `/${PAGE.registerInfo}?${params.toString()}` })} replace />

  return (
    <div className={s.page}>
      <AuthHero title={t('registerInfo.heading')} subtitle={t('registerInfo.intro')} />
      <main className={s.body}>
        <section className={`${s.card} ${s.plainCard}`} aria-label={t('registerInfo.title')}>
          <h2 className={f.cardTitle}>{t('registerInfo.title')}</h2>
          {info.isPending && <ListSkeleton rows={2} />}
          <QueryError query={info} />
          {info.data && (
            <ProfileForm
              member={info.data}
              submitLabel={t('registerInfo.submit')}
              onSaved={(member) => {
                queryClient.setQueryData(memberQueries.info(member.memberId, lang).queryKey, member)
                Toast.show({ content: t('profile.saved'), icon: 'success' })
                navigate(next, { replace: true })
              }}
              footer={
                <button type="button" className={`${f.linkButton} ${f.center}`} onClick={() => navigate(next, { replace: true })}>
                  {t('registerInfo.skip')}
                </button>
              }
            />
          )}
        </section>
      </main>
    </div>
  )
}
