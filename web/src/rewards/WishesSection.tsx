import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '../api/client'
import { useWishes, type Wish } from '../api/wishes'
import { PAGE, pageUrl } from '../app/pagePaths'
import { GoodsImage } from '../ui/GoodsImage'
import { ErrorView, ListSkeleton } from '../ui/PageStates'
import { StateTag } from '../ui/StateTag'
import { WishProgress } from './WishProgress'
import { wishRewardWords } from './wishWords'
import s from './WishesSection.module.css'

/**
 * The Rewards tab's collect-wishes summary: each running campaign with the member's cards (small,
 * greyed until held), the progress and the reward, and the way to the collect-wish page, where a
 * full set is exchanged. Nothing at all while no campaign runs (the tab has enough else to show).
 */
export function WishesSection() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const wishes = useWishes()
  const list = wishes.data?.list ?? []
  if (wishes.data && list.length === 0) return null
  return (
    <section className={s.section} aria-labelledby="wishes-section-title" data-testid="wish-section">
      <div className={s.head}>
        <h2 className={s.title} id="wishes-section-title">
          {t('wishes.sectionTitle')}
        </h2>
        <button type="button" className={s.all} onClick={() => navigate(pageUrl(PAGE.collectWish))} data-testid="wish-section-open">
          {t('wishes.open')}
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      {wishes.isPending && <ListSkeleton rows={1} label={t('wishes.loading')} />}
      {wishes.isError && !wishes.data && <ErrorView message={errorMessage(wishes.error)} onRetry={() => void wishes.refetch()} />}
      {list.length > 0 && (
        <ul className={s.list}>
          {list.map((wish) => (
            <WishBrief key={wish.id} wish={wish} />
          ))}
        </ul>
      )}
    </section>
  )
}

function WishBrief({ wish }: { wish: Wish }) {
  const { t } = useTranslation()
  const reward = wishRewardWords(wish.reward)
  return (
    <li className={s.wish} data-testid="wish-brief" data-id={wish.id} data-complete={wish.complete}>
      <div className={s.wishHead}>
        <h3 className={s.wishTitle}>{wish.title}</h3>
        {wish.complete && <StateTag tone="progress">{t('wishes.ready')}</StateTag>}
      </div>
      <p className={s.reward}>{t('wishes.rewardLine', { reward: t(reward.key, reward.values) })}</p>
      {/* The pictures repeat what the bar says; the collect-wish page names each card. */}
      <ul className={s.cards} aria-hidden="true">
        {wish.items.map((card) => (
          <li key={card.id} className={card.count > 0 ? s.card : `${s.card} ${s.cardMissing}`}>
            <GoodsImage src={card.image} className={s.cardImage} lazy />
          </li>
        ))}
      </ul>
      <WishProgress wish={wish} />
    </li>
  )
}
