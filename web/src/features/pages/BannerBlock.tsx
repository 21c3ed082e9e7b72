import { useTranslation } from 'react-i18next'
import type { BannerBlock as Banner } from '../../api/pages'
import { GoodsImage } from '../../ui/GoodsImage'
import { BlockLink } from './BlockLink'
import s from './pages.module.css'

/** A picture across the page with its caption under it; the caption names it, tapping it follows its link. */
export function BannerBlock({ block }: { block: Banner }) {
  const { t } = useTranslation()
  return (
    <BlockLink link={block.link} className={s.banner} label={block.title ? undefined : t('pages.bannerOpen')} testId="page-banner">
      <GoodsImage src={block.image} className={s.bannerImage} />
      {block.title && <span className={s.bannerCaption}>{block.title}</span>}
    </BlockLink>
  )
}
