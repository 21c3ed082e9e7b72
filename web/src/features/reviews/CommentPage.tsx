import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useReviewState } from '../../api/reviews'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { ReviewCard } from '../../reviews/ReviewCard'
import { formatDateTime } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ReviewForm } from './ReviewForm'
import s from './reviews.module.css'

/**
 * orderPlus/pages/comment/index?orderNo= (a member): the order being reviewed, then the review
 * form; once reviewed, the member's review with the store's reply; why not when it cannot be.
 */
export default function CommentPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // The seed's older comment path carried the order as ?id= (app/legacyRedirects.ts keeps it).
  const orderNo = params.get('orderNo') ?? params.get('order_id') ?? params.get('id') ?? ''
  const state = useReviewState(orderNo)
  const data = state.data
  const orderPath = pageUrl(PAGE.orderDetail, { order_id: orderNo })
  return (
    <div className={s.page}>
      <PageHeader title={t(data?.review ? 'reviews.mineTitle' : 'reviews.title')} homePath={`/${PAGE.orderList}`} />
      <div className={s.body}>
        {!orderNo && <EmptyView title={t('reviews.noOrder')} action={<Button onClick={() => navigate(`/${PAGE.orderList}`)}>{t('reviews.toOrders')}</Button>} />}
        {orderNo && state.isPending && <ListSkeleton rows={3} label={t('reviews.loading')} />}
        <QueryError query={state} />
        {data && (
          <>
            <section className={s.orderCard} data-testid="review-order">
              <span className={s.orderStore}>{data.order.storeName}</span>
              <span className={s.orderMeta}>
                {t('reviews.orderMeta', { no: data.order.serial || data.order.order_id, time: formatDateTime(data.order.createdAt, lang) })}
              </span>
            </section>
            {data.review && <ReviewCard review={data.review} />}
            {!data.review && data.canReview && <ReviewForm state={data} />}
            {!data.review && !data.canReview && (
              <EmptyView title={data.reason ?? t('reviews.closed')} action={<Button onClick={() => navigate(orderPath)}>{t('reviews.toOrder')}</Button>} />
            )}
          </>
        )}
      </div>
    </div>
  )
}
