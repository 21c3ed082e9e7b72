import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { EmptyView } from '../../ui/PageStates'

/** An activity taken down or never there: says so, with the way back to the Rewards tab. */
export function DrawGone() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <EmptyView
      fullPage
      title={t('draws.gone')}
      description={t('draws.goneHint')}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.collectPrice}`, { replace: true })}>
          {t('draws.backToRewards')}
        </Button>
      }
    />
  )
}
