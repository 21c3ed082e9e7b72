import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { isMallNotFound, useMallItem } from '../../api/mall'
import { isMemberWithPhone, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { formatPoints } from '../../ui/format'
import { GoodsImage } from '../../ui/GoodsImage'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { ExchangeBar } from './ExchangeBar'
import { ItemFacts } from './ItemFacts'
import { MallGone } from './MallGone'
import s from './mall.module.css'

/**
 * integralMall/pages/detail/index?id= (anyone): one item, its points, the stock left, the
 * member's limit and what they took, its description; "Exchange" leads to the confirm page.
 */
export default function MallItemPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const item = useMallItem(id)
  const signedIn = isMemberWithPhone(useSession())
  const data = item.data
  const gone = id === null || isMallNotFound(item.error)
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.itemTitle')} homePath={`/${PAGE.integralMall}`} />
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
                <p className={s.pointsPrice} data-testid="mall-item-points">
                  {t('mall.points', { points: formatPoints(data.points) })}
                </p>
                <ItemFacts item={data} signedIn={signedIn} />
              </section>
              {data.detail && (
                <section className={s.card}>
                  <h2 className={s.cardTitle}>{t('mall.about')}</h2>
                  <p className={s.detailText}>{data.detail}</p>
                </section>
              )}
              <p className={s.note}>{t('mall.pickupNote')}</p>
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
        />
      )}
    </div>
  )
}

