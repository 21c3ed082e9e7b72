import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import s from './LoadMore.module.css'

interface Props {
  hasMore: boolean
  loading: boolean
  onMore: () => void
}

/** The end of a list read a page at a time: "load more" while pages remain, then "no more". */
export function LoadMore({ hasMore, loading, onMore }: Props) {
  const { t } = useTranslation()
  if (!hasMore) return <p className={s.end}>{t('common.noMore')}</p>
  return (
    <Button block fill="none" className={s.more} loading={loading} onClick={onMore}>
      {t('common.loadMore')}
    </Button>
  )
}
