import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { MALL_ORDER_STATUSES, type MallOrderStatus } from '../../api/mallOrders'
import { PAGE } from '../../app/pagePaths'
import { MallOrderList } from '../../mall/MallOrderList'
import { STATUS_KEY } from '../../mall/orderStatus'
import { Chip } from '../../ui/Chip'
import { PageHeader } from '../../ui/PageHeader'
import s from './mall.module.css'

const isStatus = (value: string | null): value is MallOrderStatus => MALL_ORDER_STATUSES.includes(value as MallOrderStatus)

/**
 * integralMall/pages/integralOrder/index?status= (a member): the member's exchanges, newest first,
 * 20 at a time, filtered by status with a row of chips (all first).
 */
export default function MallOrdersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const asked = params.get('status')
  const status = isStatus(asked) ? asked : null
  const choose = (next: MallOrderStatus | null) => setParams(next ? { status: next } : {}, { replace: true })
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.ordersTitle')} homePath={`/${PAGE.integralMall}`} />
      <div className={s.body}>
        <div className={s.chips} role="radiogroup" aria-label={t('mall.statusFilter')} data-testid="mall-status-filter">
          <Chip selected={status === null} onClick={() => choose(null)}>
            {t('mall.allStatuses')}
          </Chip>
          {MALL_ORDER_STATUSES.map((each) => (
            <Chip key={each} selected={status === each} onClick={() => choose(each)}>
              {t(STATUS_KEY[each])}
            </Chip>
          ))}
        </div>
        <MallOrderList status={status} />
      </div>
    </div>
  )
}
