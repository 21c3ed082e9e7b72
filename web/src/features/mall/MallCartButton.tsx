import { Badge } from 'antd-mobile'
import { ShopbagOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMallCart } from '../../api/mallCart'
import { PAGE, pageUrl } from '../../app/pagePaths'
import s from './mall.module.css'

/** The mall's cart entry (a member's): a bag with the units in the cart on a badge; opens the cart. */
export function MallCartButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useMallCart()
  const units = (cart.data?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0)
  return (
    <button type="button" className={s.cartButton} onClick={() => navigate(pageUrl(PAGE.mallCart))} data-testid="mall-cart-button" data-count={units}>
      <span aria-hidden="true">
        <Badge content={units > 0 ? (units > 99 ? '99+' : units) : null} className={s.cartBadge}>
          <ShopbagOutline className={s.cartIcon} />
        </Badge>
      </span>
      <span className="visually-hidden">{units > 0 ? t('mall.cartWithCount', { count: units }) : t('mall.cart')}</span>
    </button>
  )
}
