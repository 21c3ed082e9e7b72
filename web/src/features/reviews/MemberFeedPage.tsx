import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useMyReviews, useReviewFeed, type Review } from '../../api/reviews'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ReviewCard } from '../../reviews/ReviewCard'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './reviews.module.css'

/**
 * memberPlus/pages/memberFeed/index (anyone): the brand's community feed of shared reviews with
 * photos, newest first; ?tab=mine: a member's own reviews (shared or not), each opening its order's
 * review page.
 */
export default function MemberFeedPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const member = isMember(useSession())
  const tab = member && params.get('tab') === 'mine' ? 'mine' : 'feed'
  return (
    <div className={s.page}>
      <PageHeader title={t('reviews.feedTitle')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {member && (
          <div className={s.tabs} role="tablist" aria-label={t('reviews.feedTitle')}>
            <button type="button" role="tab" aria-selected={tab === 'feed'} className={s.tab} onClick={() => setParams({}, { replace: true })}>
              {t('reviews.tabFeed')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'mine'} className={s.tab} onClick={() => setParams({ tab: 'mine' }, { replace: true })} data-testid="reviews-tab-mine">
              {t('reviews.tabMine')}
            </button>
          </div>
        )}
        {tab === 'feed' ? <Feed /> : <MyReviews />}
      </div>
    </div>
  )
}

function ReviewLinks({ reviews, to, testId }: { reviews: Review[]; to(review: Review): string; testId: string }) {
  return (
    <ul className={s.list} data-testid={testId}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Link className={s.cardLink} to={to(review)}>
            <ReviewCard review={review} compact />
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Feed() {
  const { t } = useTranslation()
  const feed = useReviewFeed()
  const reviews = feed.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <>
      <p className={s.intro}>{t('reviews.feedIntro')}</p>
      {feed.isPending && <ListSkeleton rows={3} label={t('reviews.loading')} />}
      <QueryError query={feed} />
      {feed.data && reviews.length === 0 && <EmptyView title={t('reviews.feedEmpty')} description={t('reviews.feedEmptyHint')} />}
      <ReviewLinks reviews={reviews} to={(review) => pageUrl(PAGE.feedDetails, { id: review.id })} testId="review-feed" />
      {reviews.length > 0 && <LoadMore hasMore={!!feed.hasNextPage} loading={feed.isFetchingNextPage} onMore={() => void feed.fetchNextPage()} />}
    </>
  )
}

function MyReviews() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mine = useMyReviews()
  const reviews = mine.data?.list ?? []
  return (
    <>
      {mine.isPending && <ListSkeleton rows={2} label={t('reviews.loading')} />}
      <QueryError query={mine} />
      {mine.data && reviews.length === 0 && (
        <EmptyView
          title={t('reviews.mineEmpty')}
          description={t('reviews.mineEmptyHint')}
          action={<Button onClick={() => navigate(`/${PAGE.orderList}`)}>{t('reviews.toOrders')}</Button>}
        />
      )}
      <ReviewLinks reviews={reviews} to={(review) => pageUrl(PAGE.comment, { orderNo: review.orderNo ?? '' })} testId="my-reviews" />
    </>
  )
}
