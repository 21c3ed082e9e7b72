import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { useGlobalConfig, type Banner } from '../../api/config'
import { linkTarget } from '../../app/linkTarget'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { GoodsImage } from '../../ui/GoodsImage'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './info.module.css'

/**
 * couponMini/pages/advertisement/index: the brand's promotions. `?slug=` is a landing page an
 * operator laid out (the custom page); otherwise the brand's banners showing now, each leading
 * where its link says (a page of ours in the app, another site through the web view page).
 */
export default function AdvertisementPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const config = useGlobalConfig()
  const slug = params.get('slug')
  if (slug) return <Navigate to={pageUrl(PAGE.customPage, { slug })} replace />
  const banners = config.data?.brand?.banners ?? []
  const open = (banner: Banner) => {
    const target = linkTarget(banner.link)
    if (target?.kind === 'app') navigate(target.to)
    else if (target?.kind === 'web') navigate(pageUrl(PAGE.webview, { url: target.href, title: banner.title }))
  }
  return (
    <div className={s.page}>
      <PageHeader title={t('advert.title')} />
      <main className={s.body}>
        {config.isPending && <ListSkeleton rows={2} />}
        <QueryError query={config} />
        {config.isSuccess && banners.length === 0 && (
          <EmptyView
            title={t('advert.empty')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.voucherCenter}`)}>
                {t('advert.vouchers')}
              </Button>
            }
          />
        )}
        {banners.map((banner) =>
          linkTarget(banner.link) ? (
            <button key={banner.image} type="button" className={s.banner} onClick={() => open(banner)}>
              <GoodsImage src={banner.image} className={s.bannerImage} />
              <span className={s.bannerTitle}>{banner.title}</span>
            </button>
          ) : (
            <div key={banner.image} className={s.banner}>
              <GoodsImage src={banner.image} className={s.bannerImage} />
              <span className={s.bannerTitle}>{banner.title}</span>
            </div>
          ),
        )}
      </main>
    </div>
  )
}
