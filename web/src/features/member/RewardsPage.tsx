import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { ActivitiesSection } from '../../rewards/ActivitiesSection'
import { TasksSection } from '../../rewards/TasksSection'
import { WishesSection } from '../../rewards/WishesSection'
import { FeatureHero } from '../../ui/FeatureHero'
import s from './RewardsPage.module.css'

/**
 * memberMinVolume/pages/collectPrice/index (the Rewards tab): a few tasks of the task centre, the
 * collect-wishes campaigns running (the cards held), then the lucky draws and blind boxes; with no
 * draw running, the way to the voucher centre.
 */
export default function RewardsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={s.page}>
      <FeatureHero title={t('rewards.title')} heading={t('rewards.heading')} description={t('rewards.description')} art="rewards" />
      <div className={s.sections}>
        <TasksSection />
        <WishesSection />
        <ActivitiesSection
          emptyAction={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.voucherCenter}`)}>
              {t('rewards.voucherCenter')}
            </Button>
          }
        />
      </div>
    </div>
  )
}
