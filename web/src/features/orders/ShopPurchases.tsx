import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { EmptyView } from '../../ui/PageStates'
import o from './orders.module.css'

/**
 * The order list's shop tab (spec 000 §2): purchases at a store's till. A till records a sale
 * against the member code (docs/API.md "Member code"); what it earned shows in the points and
 * growth histories, but no call lists a member's till sales yet, so the tab says where to look
 * and how to have a purchase counted.
 */
export function ShopPurchases() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={o.body} data-testid="orders-shop-tab">
      <EmptyView
        title={t('orders.shopTitle')}
        description={t('orders.shopHint')}
        action={
          <div className={o.shopActions}>
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.memberCode}`)}>
              {t('orders.shopCode')}
            </Button>
            <Button shape="rounded" onClick={() => navigate(`/${PAGE.pointList}`)}>
              {t('orders.shopPoints')}
            </Button>
          </div>
        }
      />
    </div>
  )
}
