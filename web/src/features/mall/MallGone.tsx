import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { EmptyView } from '../../ui/PageStates'

interface Props {
  title: string
  description?: string
  /** Where the way out leads: the mall (an item off sale) or the member's exchanges (an unknown exchange). */
  back?: 'mall' | 'exchanges'
}

/** An item off sale, or an exchange that is not there: says so, with a way back. */
export function MallGone({ title, description, back = 'mall' }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <EmptyView
      fullPage
      title={title}
      description={description}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(`/${back === 'mall' ? PAGE.integralMall : PAGE.mallOrders}`, { replace: true })}>
          {back === 'mall' ? t('mall.backToMall') : t('mall.toExchanges')}
        </Button>
      }
    />
  )
}
