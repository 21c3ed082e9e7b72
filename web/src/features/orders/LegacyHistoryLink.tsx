import { RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatLegacyDate, legacyHistoryDate } from './legacyHistory'
import s from './orders.module.css'

/** The history tab's note: orders before the new system are elsewhere; opens the page that explains it. */
export function LegacyHistoryLink({ before }: { before: string | undefined }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const date = legacyHistoryDate(before)
  return (
    <button type="button" className={`${s.notice} ${s.historyLink}`} data-testid="legacy-history-note" onClick={() => navigate(pageUrl(PAGE.historyList, { before: date }))}>
      <span>{t('orders.historyNote', { date: formatLegacyDate(date, lang) })}</span>
      <RightOutline aria-hidden="true" />
    </button>
  )
}
