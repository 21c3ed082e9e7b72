import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { cashOf, isMallNotFound, useMallItem } from '../../api/mall'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PointsCash } from '../../mall/PointsCash'
import { GoodsImage } from '../../ui/GoodsImage'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ExchangeBar } from './ExchangeBar'
import { wayKey, waysOf } from './fulfilment'
import { ItemFacts } from './ItemFacts'
import { MallGone } from './MallGone'
import { PackageCoupons } from './PackageCoupons'
import { useAddToCart } from './useAddToCart'
import s from './mall.module.css'

/**
 * integralMall/pages/detail/index?id= (anyone): one item, its points and cash part, how it is
 * handed over (pickup, delivery, or a package's coupons to the wallet, listed), the stock left,
 * the member's limit and what they took (an item stocked per store: the way to the stores that
 * have it), its description; "Add to cart" (goods) and "Exchange",
 * which leads to the confirm page.
 */
export default function MallItemPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const item = useMallItem(id)
  const signedIn = isMemberWithPhone(useSession())
  const cart = useAddToCart()
  const data = item.data
  const gone = id === null || isMallNotFound(item.error)
  const isPackage = data?.kind === 'coupons'
  return (
    <div className={s.page}>
      <PageHeader title={isPackage ? t('mall.packageTitle') : t('mall.itemTitle')} homePath={`/${PAGE.integralMall}`} />
      {gone && <MallGone title={t('mall.itemGone')} description={t('mall.itemGoneHint')} />}
      {!gone && (
        <div className={s.body}>
          {item.isPending && <ListSkeleton rows={2} />}
          {!data && <QueryError query={item} />}
          {data && (
            <>
              <GoodsImage src={data.image} className={s.heroImage} />
              <section className={s.card}>
                <h2 className={s.itemTitle} data-testid="mall-item-title">
                  {data.title}
                </h2>
                {data.subtitle && <p className={s.subtitle}>{data.subtitle}</p>}
                <PointsCash className={s.pointsPrice} points={data.points} cash={cashOf(data)} testId="mall-item-points" />
                <ItemFacts item={data} signedIn={signedIn} />
                <p className={s.way} data-testid="mall-item-way" data-fulfilment={data.fulfilment}>
                  {t(wayKey(data))}
                </p>
                {data.perStore && waysOf(data).includes('pickup') && (
                  <button type="button" className={s.storesLink} onClick={() => navigate(pageUrl(PAGE.mallChoiceStore, { id: data.id }))} data-testid="mall-item-stores">
                    <EnvironmentOutline aria-hidden="true" />
                    <span>{t('mall.seeStores')}</span>
                    <RightOutline aria-hidden="true" />
                  </button>
                )}
              </section>
              {isPackage && data.coupons.length > 0 && <PackageCoupons coupons={data.coupons} />}
              {data.detail && (
                <section className={s.card}>
                  <h2 className={s.cardTitle}>{t('mall.about')}</h2>
                  <p className={s.detailText}>{data.detail}</p>
                </section>
              )}
            </>
          )}
        </div>
      )}
      {data && !gone && (
        <ExchangeBar
          item={data}
          signedIn={signedIn}
          onExchange={() => navigate(pageUrl(PAGE.mallConfirm, { id: data.id }))}
          onSignIn={() => navigate(pageUrl(PAGE.auth, { oldUrl: `${location.pathname}${location.search}` }))}
          onAddToCart={isPackage ? undefined : () => void cart.add(data)}
          adding={cart.adding}
        />
      )}
    </div>
  )
}
