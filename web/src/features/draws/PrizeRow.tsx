import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { DrawRecord } from '../../api/draws'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from '../../ui/format'
import { StateTag } from '../../ui/StateTag'
import { PrizePicture } from './PrizePicture'
import { prizeAction, prizeKindMessage, statusKey, statusTone } from './prizeWords'
import s from './draws.module.css'

/**
 * One prize the member won: what and from which activity, when, where it stands in words, where
 * it is sent; and its way on: a coupon opens in the wallet, a physical prize chooses its address.
 */
export function PrizeRow({ record, onChooseAddress }: { record: DrawRecord; onChooseAddress: (record: DrawRecord) => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const action = prizeAction(record)
  const kind = prizeKindMessage({ ...record, name: record.prizeName })
  return (
    <li className={`${s.card} ${s.prizeRow}`} data-testid="prize" data-record-no={record.recordNo} data-status={record.status} data-kind={record.kind}>
      <div className={s.prizeTop}>
        <PrizePicture kind={record.kind} image={record.prizeImage} className={s.thumb} />
        <div className={s.prizeText}>
          <span className={s.prizeHead}>
            <span className={s.prizeName}>{record.prizeName}</span>
            <StateTag tone={statusTone(record.status)} data-testid="prize-status">
              {t(statusKey(record.status))}
            </StateTag>
          </span>
          <span className={s.meta}>
            {t(kind.key, kind.values)} · {record.activityTitle}
          </span>
          <span className={s.meta}>{t('draws.wonAt', { time: formatDateTime(record.createdAt, lang) })}</span>
        </div>
      </div>
      {record.address && (
        <div className={s.address} data-testid="prize-address">
          <span className={s.addressLabel}>{t('draws.shipTo')}</span>
          <span>
            {record.address.consignee} · {record.address.phone}
          </span>
          <span className={s.addressText}>{record.address.address}</span>
        </div>
      )}
      {record.status === 'shipped' && record.shippedAt && <p className={s.note}>{t('draws.shippedAt', { time: formatDateTime(record.shippedAt, lang) })}</p>}
      {record.status === 'cancelled' && <p className={s.note}>{t('draws.cancelledNote')}</p>}
      {action === 'openCoupon' && (
        <Button block shape="rounded" fill="outline" color="primary" className={s.rowAction} onClick={() => navigate(pageUrl(PAGE.voucherDetail, { couponCode: record.couponCode }))} data-testid="prize-open-coupon">
          {t('draws.openInWallet')}
        </Button>
      )}
      {(action === 'chooseAddress' || action === 'changeAddress') && (
        <Button block shape="rounded" color="primary" fill={action === 'chooseAddress' ? 'solid' : 'outline'} className={s.rowAction} onClick={() => onChooseAddress(record)} data-testid="prize-choose-address">
          {action === 'chooseAddress' ? t('draws.chooseAddress') : t('draws.changeAddress')}
        </Button>
      )}
    </li>
  )
}
