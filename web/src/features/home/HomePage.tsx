import { useGlobalConfig } from '../../api/config'
import { BannerCarousel } from './BannerCarousel'
import { BrandHeader } from './BrandHeader'
import { NearestStoreCard } from './NearestStoreCard'
import { OrderTypeEntries } from './OrderTypeEntries'
import { ScanToOrder } from './ScanToOrder'
import s from './HomePage.module.css'

/** pages/home/index: brand, banners, the three ways to order, scanning a table's code, and the nearest store. */
export default function HomePage() {
  const config = useGlobalConfig()
  const brand = config.data?.brand
  return (
    <div className={s.page}>
      <BrandHeader brand={brand} />
      <div className={s.content}>
        <BannerCarousel banners={brand?.banners} loading={config.isPending} />
        <OrderTypeEntries />
        <ScanToOrder />
        <NearestStoreCard />
      </div>
    </div>
  )
}
