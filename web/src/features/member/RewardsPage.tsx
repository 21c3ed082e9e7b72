import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { EmptyView } from '../../ui/PageStates'
import { FeatureHero } from '../../ui/FeatureHero'

/** memberMinVolume/pages/collectPrice/index (the Rewards tab); reward activities come in a later issue. */
export default function RewardsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div>
      <FeatureHero title={t('rewards.title')} heading={t('rewards.heading')} description={t('rewards.description')} art="rewards" />
      <EmptyView
        title={t('rewards.empty')}
        description={t('rewards.emptyHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.voucherCenter}`)}>
            {t('rewards.voucherCenter')}
          </Button>
        }
      />
    </div>
  )
}
