import { useTranslation } from 'react-i18next'
import { PAGE } from '../../app/pagePaths'
import { ActivitiesSection } from '../../rewards/ActivitiesSection'
import { PageHeader } from '../../ui/PageHeader'
import s from './draws.module.css'

/** memberMinVolume/pages/activities/list/index (anyone): the lucky draws and blind boxes, as the Rewards tab lists them. */
export default function ActivitiesPage() {
  const { t } = useTranslation()
  return (
    <div className={s.page}>
      <PageHeader title={t('draws.sectionTitle')} homePath={`/${PAGE.collectPrice}`} />
      <div className={s.body}>
        <ActivitiesSection heading={false} />
      </div>
    </div>
  )
}
