import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useReviewFeed } from '../../api/reviews'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ReviewCard } from '../../reviews/ReviewCard'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './reviews.module.css'

/** memberPlus/pages/memberFeed/index (anyone): the brand's community feed of shared reviews with photos, newest first. */
export default function MemberFeedPage() {
  const { t } = useTranslation()
  const feed = useReviewFeed()
  const reviews = feed.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('reviews.feedTitle')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <p className={s.intro}>{t('reviews.feedIntro')}</p>
        {feed.isPending && <ListSkeleton rows={3} label={t('reviews.loading')} />}
        <QueryError query={feed} />
        {feed.data && reviews.length === 0 && <EmptyView title={t('reviews.feedEmpty')} description={t('reviews.feedEmptyHint')} />}
        <ul className={s.list} data-testid="review-feed">
          {reviews.map((review) => (
            <li key={review.id}>
              <Link className={s.cardLink} to={pageUrl(PAGE.feedDetails, { id: review.id })}>
                <ReviewCard review={review} compact />
              </Link>
            </li>
          ))}
        </ul>
        {reviews.length > 0 && <LoadMore hasMore={!!feed.hasNextPage} loading={feed.isFetchingNextPage} onMore={() => void feed.fetchNextPage()} />}
      </div>
    </div>
  )
}
