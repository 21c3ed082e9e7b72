import { Skeleton, Swiper } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Banner } from '../../api/config'
import { AppScanner } from '../../app/AppScanner'
import { tabForPath } from '../../app/tabs'
import s from './BannerCarousel.module.css'

export function BannerCarousel({ banners, loading }: { banners?: Banner[]; loading: boolean }) {
  const navigate = useNavigate()
  const [scanning, setScanning] = useState(false)
  if (loading) return <Skeleton animated className={s.skeleton} />
  if (!banners?.length) return null
  const open = (link: string) => {
    if (!link) return
    // spec 000 §2: a link may be "wx:scanCode", the seed's way to open the scanner.
    if (link === 'wx:scanCode') setScanning(true)
    else if (/^https?:\/\//.test(link)) window.location.assign(link)
    else {
      const target = link.startsWith('/') ? link : `/${link}`
      // Tab pages are switched to, not pushed.
      navigate(target, { replace: tabForPath(target.split('?')[0]) !== null })
    }
  }
  return (
    <div className={s.frame}>
      <Swiper autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={4500} indicatorProps={{ className: s.indicator }}>
        {banners.map((banner, index) => (
          <Swiper.Item key={`${banner.image}-${index}`}>
            <button type="button" className={s.slide} onClick={() => open(banner.link)} aria-label={banner.title}>
              <img src={banner.image} alt={banner.title} className={s.image} draggable={false} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <AppScanner visible={scanning} onClose={() => setScanning(false)} />
    </div>
  )
}
