import { Button } from 'antd-mobile'
import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import s from './reviews.module.css'

/** orderPlus/pages/commentCompleted/index?orderNo=: thanks, and where to go next. */
export default function CommentCompletedPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const orderNo = params.get('orderNo') ?? ''
  return (
    <div className={s.page}>
      <PageHeader title={t('reviews.doneTitle')} homePath={`/${PAGE.orderList}`} />
      <div className={`${s.body} ${s.done}`} data-testid="review-done">
        <CheckCircleFill className={s.doneIcon} aria-hidden="true" />
        <h2 className={s.doneTitle}>{t('reviews.thanks')}</h2>
        <p className={s.doneText}>{t('reviews.thanksText')}</p>
        <div className={s.doneActions}>
          {orderNo && (
            <Button block color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.comment, { orderNo }), { replace: true })}>
              {t('reviews.mine')}
            </Button>
          )}
          <Button block shape="rounded" onClick={() => navigate(`/${PAGE.memberFeed}`)}>
            {t('reviews.toFeed')}
          </Button>
          <Button block fill="none" onClick={() => navigate(`/${PAGE.orderList}`)}>
            {t('reviews.toOrders')}
          </Button>
        </div>
      </div>
    </div>
  )
}
