import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isTruthyFlag, useGlobalConfig } from '../../api/config'
import { PAGE, pageUrl } from '../../app/pagePaths'
import s from './CheckoutNoteRow.module.css'

/**
 * The checkout's note row: shows the note (or what it is for) and opens the note page. Hidden when
 * the brand turns notes off (global config `show_order_note` 0; shown while the config loads or
 * when it does not say).
 */
export function CheckoutNoteRow({ note }: { note: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useGlobalConfig()
  const flag = config.data?.show_order_note
  if (flag !== undefined && !isTruthyFlag(flag)) return null
  return (
    <button type="button" className={s.row} data-testid="checkout-note" onClick={() => navigate(pageUrl(PAGE.orderNote))}>
      <span className={s.label}>{t('orderNote.row')}</span>
      <span className={`${s.value} ${note ? '' : s.placeholder}`}>{note || t('orderNote.rowEmpty')}</span>
      <RightOutline className={s.arrow} aria-hidden="true" />
    </button>
  )
}
