import { Button, CenterPopup } from 'antd-mobile'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { DrawRecord, DrawResult } from '../../api/draws'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useBackCloses } from '../../ui/useBackCloses'
import { PrizePicture } from './PrizePicture'
import { isThankYou, resultMessage, resultTitleKey } from './prizeWords'
import { useDialogFocus } from '../../ui/useDialogFocus'
import s from './DrawResultDialog.module.css'

interface Props {
  result: DrawResult | null
  visible: boolean
  onClose: () => void
}

/**
 * What the draw gave, in a modal dialog: a coupon is in the wallet (open it there), points were
 * added, a physical prize needs a delivery address (choose it), or thanks for taking part. Several
 * results (a multi-draw) are listed, each with its own way on. Focus moves in and comes back.
 */
export function DrawResultDialog({ result, visible, onClose }: Props) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const open = visible && !!result
  useBackCloses(open, onClose)
  useDialogFocus(open, panel, onClose, heading)
  const records = result?.results ?? []
  return (
    <CenterPopup visible={open} onMaskClick={onClose} className={s.popup} bodyClassName={s.body} destroyOnClose>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="draw-result-title" className={s.dialog} data-testid="draw-result">
        <h2 id="draw-result-title" ref={heading} tabIndex={-1} className={s.title}>
          {t(resultTitleKey(records))}
        </h2>
        {records.length === 1 ? (
          <OneResult record={records[0]} />
        ) : (
          <ul className={s.list}>
            {records.map((record) => (
              <li key={record.recordNo} className={s.row} data-testid="draw-result-item" data-kind={record.kind}>
                <PrizePicture kind={record.kind} image={record.prizeImage} className={s.rowImage} />
                <span className={s.rowText}>
                  <span className={s.rowName}>{record.prizeName || t('draws.status.none')}</span>
                  {!isThankYou(record) && <ResultWords record={record} className={s.rowWords} />}
                </span>
                <ResultAction record={record} compact />
              </li>
            ))}
          </ul>
        )}
        <Button block shape="rounded" className={s.close} onClick={onClose} data-testid="draw-result-close">
          {t('draws.result.close')}
        </Button>
      </div>
    </CenterPopup>
  )
}

function OneResult({ record }: { record: DrawRecord }) {
  const thanks = isThankYou(record)
  return (
    <div className={s.one} data-testid="draw-result-item" data-kind={record.kind}>
      <PrizePicture kind={record.kind} image={record.prizeImage} className={s.image} />
      {!thanks && (
        <p className={s.prizeName} data-testid="draw-result-prize">
          {record.prizeName}
        </p>
      )}
      <ResultWords record={record} className={s.words} />
      <ResultAction record={record} />
    </div>
  )
}

function ResultWords({ record, className }: { record: DrawRecord; className: string }) {
  const { t } = useTranslation()
  const words = resultMessage(record)
  return <span className={`${className} ${record.kind === 'points' ? s.pointsWords : ''}`}>{t(words.key, words.values)}</span>
}

/** The way on from a result: the coupon in the wallet, or the prize's address; nothing for points and thanks. */
function ResultAction({ record, compact = false }: { record: DrawRecord; compact?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (record.kind === 'coupon' && record.couponCode) {
    return (
      <Button color="primary" shape="rounded" size={compact ? 'small' : 'middle'} block={!compact} className={compact ? s.compactAction : s.action} onClick={() => navigate(pageUrl(PAGE.voucherDetail, { couponCode: record.couponCode }))} data-testid="draw-result-coupon">
        {t('draws.result.openCoupon')}
      </Button>
    )
  }
  if (record.kind === 'physical' && record.status === 'awaiting_address') {
    return (
      <Button color="primary" shape="rounded" size={compact ? 'small' : 'middle'} block={!compact} className={compact ? s.compactAction : s.action} onClick={() => navigate(pageUrl(PAGE.prizeList, { recordNo: record.recordNo }))} data-testid="draw-result-address">
        {t('draws.result.enterAddress')}
      </Button>
    )
  }
  return null
}
