import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../app/pagePaths'

import type { OrderSummary } from '../api/order'

/** On a finished order (its detail, its card in the order list): "Review" while it may be reviewed, "My review" once it is; nothing after 30 days unreviewed. */
export function ReviewEntry({ orderNo, review }: { orderNo: string; review: OrderSummary['review'] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (!review || review.state === 'closed') return null
  const done = review.state === 'done'
  return (
    <Button size="small" shape="rounded" color={done ? 'default' : 'primary'} onClick={() => navigate(pageUrl(PAGE.comment, { orderNo }))} data-testid="order-review">
      {t(done ? 'reviews.mine' : 'reviews.write')}
    </Button>
  )
}
