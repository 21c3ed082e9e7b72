import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useMyFeedback } from '../../api/feedback'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { FeedbackCard } from './feedback/FeedbackCard'
import { FeedbackForm } from './feedback/FeedbackForm'
import s from './feedback/feedback.module.css'

/**
 * memberPlus/pages/userFeedback/index (a member with a phone): tell us (the form), or read what
 * you told us and our answers (?tab=mine; ?id= from a message opens that one).
 */
export default function FeedbackPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('id') ?? 0)
  const tab = params.get('tab') === 'mine' || asked > 0 ? 'mine' : 'new'
  const mine = useMyFeedback()
  const list = mine.data?.list ?? []
  const show = (next: 'new' | 'mine') => setParams(next === 'mine' ? { tab: 'mine' } : {}, { replace: true })
  return (
    <div className={s.page}>
      <PageHeader title={t('feedback.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <div className={s.tabs} role="tablist" aria-label={t('feedback.title')}>
          <button type="button" role="tab" aria-selected={tab === 'new'} className={s.tab} onClick={() => show('new')}>
            {t('feedback.tabNew')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'mine'} className={s.tab} onClick={() => show('mine')} data-testid="feedback-tab-mine">
            {t('feedback.tabMine')}
          </button>
        </div>
        {tab === 'new' && (
          <>
            <p className={s.intro}>{t('feedback.intro')}</p>
            <FeedbackForm onSent={() => show('mine')} />
          </>
        )}
        {tab === 'mine' && (
          <>
            {mine.isPending && <ListSkeleton rows={2} />}
            <QueryError query={mine} />
            {mine.data && list.length === 0 && <EmptyView title={t('feedback.none')} description={t('feedback.noneHint')} />}
            <ul className={s.list} data-testid="feedback-list">
              {list.map((item) => (
                <li key={item.id}>
                  <FeedbackCard feedback={item} highlighted={item.id === asked} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}
