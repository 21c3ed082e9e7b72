import { useTranslation } from 'react-i18next'
import type { BusinessStatus } from '../api/stores'
import s from './StatusBadge.module.css'

/** A store's business status: 營業中 open, 休息中 closed, 小休中 on break, 繁忙 busy. */
export function StatusBadge({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation()
  return <span className={`${s.badge} ${s[status]}`}>{t(`storeStatus.${status}`)}</span>
}
