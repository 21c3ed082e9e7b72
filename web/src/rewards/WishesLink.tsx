import { GiftOutline, RightOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useWishes } from '../api/wishes'
import { PAGE, pageUrl } from '../app/pagePaths'
import { cardsHeld } from './wishWords'
import s from './WishesLink.module.css'

/**
 * A way from another page (the task centre) to the collect-wish page while a campaign runs: the
 * newest campaign's title and the cards held ("3 / 5 collected"). Nothing while none runs, or
 * while the campaigns cannot be read (this is a shortcut; the Rewards tab shows the failure).
 */
export function WishesLink() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const wish = useWishes().data?.list[0]
  if (!wish) return null
  const { held, total } = cardsHeld(wish)
  return (
    <button type="button" className={s.link} onClick={() => navigate(pageUrl(PAGE.collectWish))} data-testid="wish-link">
      <span className={s.icon} aria-hidden="true">
        <GiftOutline />
      </span>
      <span className={s.text}>
        <span className={s.label}>{t('wishes.title')}</span>
        <span className={s.title}>{wish.title}</span>
      </span>
      <span className={s.count}>{t('wishes.progressValue', { held, total })}</span>
      <RightOutline aria-hidden="true" className={s.chevron} />
    </button>
  )
}
