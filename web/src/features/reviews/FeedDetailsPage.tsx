import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { isReviewGone, useReview } from '../../api/reviews'
import { PAGE } from '../../app/pagePaths'
import { ReviewCard } from '../../reviews/ReviewCard'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './reviews.module.css'

/** memberPlus/pages/feedDetails/index?id= (anyone): one review of the feed in full, with its video and the store's reply. */
export default function FeedDetailsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id') ?? 0)
  const valid = Number.isInteger(id) && id > 0
  const review = useReview(valid ? id : 0)
  const gone = !valid || isReviewGone(review.error)
  return (
    <div className={s.page}>
      <PageHeader title={t('reviews.detailTitle')} homePath={`/${PAGE.memberFeed}`} />
      <div className={s.body}>
        {valid && review.isPending && <ListSkeleton rows={2} label={t('reviews.loading')} />}
        {!gone && <QueryError query={review} />}
        {gone && (
          <EmptyView
            title={t('reviews.gone')}
            description={t('reviews.goneHint')}
            action={<Button onClick={() => navigate(`/${PAGE.memberFeed}`)}>{t('reviews.toFeed')}</Button>}
          />
        )}
        {review.data && <ReviewCard review={review.data} />}
      </div>
    </div>
  )
}
