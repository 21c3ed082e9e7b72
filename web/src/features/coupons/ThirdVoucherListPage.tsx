import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView } from '../../ui/PageStates'
import s from './coupons.module.css'

/**
 * couponMini/pages/thirdVoucher/list/index: vouchers bought on a partner's platform. No partner
 * platform is connected (there is no call that lists them), so the page says how such a voucher
 * becomes one of ours: its code, typed in the voucher centre, adds the coupon to My coupons,
 * where it is used like any other (a voucher's detail, ?code=, is the coupon's own page).
 */
export default function ThirdVoucherListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={s.page}>
      <PageHeader title={t('thirdVoucher.title')} />
      <EmptyView
        fullPage
        title={t('thirdVoucher.heading')}
        description={t('thirdVoucher.body')}
        action={
          <div className={s.thirdActions}>
            <Button color="primary" shape="rounded" onClick={() => navigate(pageUrl(PAGE.voucherCenter))}>
              {t('thirdVoucher.redeem')}
            </Button>
            <Button shape="rounded" onClick={() => navigate(pageUrl(PAGE.voucherList))}>
              {t('thirdVoucher.mine')}
            </Button>
          </div>
        }
      />
    </div>
  )
}
