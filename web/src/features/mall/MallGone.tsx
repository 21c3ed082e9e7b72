import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { EmptyView } from '../../ui/PageStates'

interface Props {
  title: string
  description?: string
  /** Where the way out leads: the mall (an item off sale), the member's exchanges (an unknown exchange) or the cart (lines that left it). */
  back?: keyof typeof BACK
}

const BACK = {
  mall: { path: PAGE.integralMall, label: 'mall.backToMall' },
  exchanges: { path: PAGE.mallOrders, label: 'mall.toExchanges' },
  cart: { path: PAGE.mallCart, label: 'mall.backToCart' },
} as const

/** An item off sale, an exchange that is not there, goods that are no longer to be had: says so, with a way back. */
export function MallGone({ title, description, back = 'mall' }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <EmptyView
      fullPage
      title={title}
      description={description}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(`/${BACK[back].path}`, { replace: true })}>
          {t(BACK[back].label)}
        </Button>
      }
    />
  )
}
