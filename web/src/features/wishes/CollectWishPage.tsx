import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isMemberWithPhone, useSession } from '../../api/session'
import { useWishes } from '../../api/wishes'
import { PAGE, pageUrl } from '../../app/pagePaths'
import l from '../../ui/LedgerPage.module.css'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { WishCampaign } from './WishCampaign'
import s from './wishes.module.css'

/**
 * member/pages/collectWish/index (anyone; the Rewards tab and the task centre lead here): every
 * running collect-wishes campaign with the member's cards and the exchange of a full set. A
 * visitor sees the cards too, with one invitation to sign in instead of the buttons.
 */
export default function CollectWishPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = isMemberWithPhone(useSession())
  const wishes = useWishes()
  const list = wishes.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('wishes.title')} homePath={`/${PAGE.collectPrice}`} />
      <div className={s.body}>
        {signedIn ? (
          <p className={s.intro}>{t('wishes.intro')}</p>
        ) : (
          <section className={l.balanceCard} data-testid="wish-sign-in">
            <p className={s.promptText}>{t('wishes.signInPrompt')}</p>
            <div className={l.cardActions}>
              <button type="button" className={l.cardLink} onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))}>
                {t('wishes.signIn')}
              </button>
            </div>
          </section>
        )}
        {wishes.isPending && <ListSkeleton rows={2} label={t('wishes.loading')} />}
        {!wishes.data && <QueryError query={wishes} />}
        {wishes.data && list.length === 0 && (
          <EmptyView
            title={t('wishes.empty')}
            description={t('wishes.emptyHint')}
            action={
              <button type="button" className={s.textButton} onClick={() => navigate(pageUrl(PAGE.collectWishHelp))}>
                {t('wishes.helpTitle')}
              </button>
            }
          />
        )}
        {list.length > 0 && (
          <ul className={s.list} data-testid="wishes">
            {list.map((wish) => (
              <WishCampaign key={wish.id} wish={wish} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
