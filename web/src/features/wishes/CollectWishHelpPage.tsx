import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../api/client'
import { useWish, useWishes } from '../../api/wishes'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { wishRewardWords } from '../../rewards/wishWords'
import { formatDate, lastUsableDay } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { WishCards } from './WishCards'
import { HOW_STEPS, wishIdOf } from './wishHelp'
import s from './wishes.module.css'

/**
 * member/pages/collectWish/help/index (anyone): how cards are earned and exchanged, then the
 * campaign's cards and the brand's rules (?id=; without one, the newest running campaign's).
 */
export default function CollectWishHelpPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const asked = wishIdOf(params.get('id'))
  const running = useWishes()
  const id = asked ?? running.data?.list[0]?.id ?? null
  const wish = useWish(id)
  const notFound = wish.error instanceof ApiError && wish.error.httpStatus === 404
  const noneRunning = asked === null && running.data?.list.length === 0
  const reading = (asked === null && running.isPending) || (id !== null && wish.isPending)
  const detail = wish.data
  const reward = detail ? wishRewardWords(detail.reward) : null
  return (
    <div className={s.page}>
      <PageHeader title={t('wishes.helpTitle')} homePath={`/${PAGE.collectWish}`} />
      <div className={s.body}>
        <section className={s.section} aria-labelledby="wish-how-title">
          <h2 className={s.sectionTitle} id="wish-how-title">
            {t('wishes.help.howTitle')}
          </h2>
          <ol className={s.steps} data-testid="wish-how">
            {HOW_STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
        {reading && <ListSkeleton rows={2} label={t('wishes.loading')} />}
        {asked === null && !running.data && <QueryError query={running} />}
        {!notFound && !detail && <QueryError query={wish} />}
        {noneRunning && <EmptyView title={t('wishes.empty')} description={t('wishes.emptyHint')} />}
        {notFound && <EmptyView title={t('wishes.help.notFound')} description={t('wishes.help.notFoundHint')} />}
        {detail && reward && (
          <>
            <section className={s.section} aria-labelledby="wish-cards-title" data-testid="wish-help-campaign">
              <h2 className={s.sectionTitle} id="wish-cards-title">
                {detail.title}
              </h2>
              <p className={s.dates}>{t('wishes.dates', { from: formatDate(detail.startsAt, lang), to: formatDate(lastUsableDay(detail.endsAt), lang) })}</p>
              <p className={s.reward}>
                <span className={s.rewardLabel}>{t('wishes.rewardLabel')}</span>
                <span className={s.rewardValue}>{t(reward.key, reward.values)}</span>
              </p>
              <h3 className={s.subTitle}>{t('wishes.help.cardsTitle')}</h3>
              <WishCards wish={detail} />
            </section>
            {detail.rules && (
              <section className={s.section} aria-labelledby="wish-rules-title">
                <h2 className={s.sectionTitle} id="wish-rules-title">
                  {t('wishes.help.rulesTitle')}
                </h2>
                <p className={s.rulesText} data-testid="wish-rules-text">
                  {detail.rules}
                </p>
              </section>
            )}
          </>
        )}
        <Button block color="primary" shape="rounded" className={s.goButton} onClick={() => navigate(pageUrl(PAGE.collectWish))} data-testid="wish-help-go">
          {t('wishes.open')}
        </Button>
      </div>
    </div>
  )
}
