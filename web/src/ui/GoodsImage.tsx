import { PictureOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import s from './GoodsImage.module.css'

type Props = { src?: string | null; className?: string; lazy?: boolean }

/**
 * A dish's photo, or a quiet picture icon on the same soft square when the dish has no photo or
 * it fails to load (a chain's menu is never photographed all at once). An empty `src` would make
 * the browser fetch the page itself again.
 */
export function GoodsImage({ src, className, lazy }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <span className={`${className ?? ''} ${s.placeholder}`} data-testid="goods-image-placeholder" aria-hidden="true">
        <PictureOutline />
      </span>
    )
  }
  return (
    <img className={`${className ?? ''} ${s.image}`} src={src} alt="" loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />
  )
}
