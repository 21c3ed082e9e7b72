import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/client'
import { isPageNotFound, useCustomPage } from '../../api/pages'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ErrorView } from '../../ui/PageStates'
import { PageBlocks } from './PageBlocks'
import { PageSkeleton } from './PageSkeleton'
import s from './pages.module.css'

/**
 * integralMall/pages/customPage/index?slug= and pages/customPage/index?slug= (anyone; `id` is
 * read as the slug too): a page operators laid out from blocks, its title in the header. The
 * mall's leads home to the mall, the brand's to the home page.
 */
export default function CustomPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const inMall = useLocation().pathname.startsWith('/integralMall/')
  const home = inMall ? `/${PAGE.integralMall}` : `/${PAGE.home}`
  const slug = (params.get('slug') ?? params.get('id'))?.trim() || null
  const page = useCustomPage(slug)
  const data = page.data
  const gone = slug === null || isPageNotFound(page.error)
  const goHome = () => navigate(home, { replace: true })
  const homeWords = inMall ? t('mall.backToMall') : t('common.backHome')

  return (
    <div className={s.page}>
      <PageHeader title={data?.title ?? t('pages.title')} homePath={home} />
      {gone && (
        <EmptyView
          fullPage
          title={t('pages.gone')}
          description={t('pages.goneHint')}
          action={
            <Button color="primary" shape="rounded" onClick={goHome} data-testid="page-gone-home">
              {homeWords}
            </Button>
          }
        />
      )}
      {!gone && page.isPending && <PageSkeleton />}
      {!gone && !data && page.isError && (
        <ErrorView
          fullPage
          message={errorMessage(page.error)}
          onRetry={() => void page.refetch()}
          ways={
            <Button fill="none" onClick={goHome}>
              {homeWords}
            </Button>
          }
        />
      )}
      {data && data.blocks.length === 0 && <EmptyView fullPage title={t('pages.empty')} />}
      {data && data.blocks.length > 0 && (
        <div className={s.blocks} data-testid="custom-page" data-slug={data.slug}>
          <PageBlocks blocks={data.blocks} />
        </div>
      )}
    </div>
  )
}
