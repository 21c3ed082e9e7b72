import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { FeatureHero } from '../../ui/FeatureHero'
import { EmptyView } from '../../ui/PageStates'

/** pages/integralMall/index (the centre tab); the mall's goods come in a later issue. */
export default function IntegralMallPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div>
      <FeatureHero title={t('mall.title')} heading={t('mall.heading')} description={t('mall.description')} art="mall" />
      <EmptyView
        title={t('mall.empty')}
        description={t('mall.emptyHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`, { replace: true })}>
            {t('mall.earn')}
          </Button>
        }
      />
    </div>
  )
}
