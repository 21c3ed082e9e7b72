import { useTranslation } from 'react-i18next'
import type { CouponGift } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { ShareLinkSheet } from '../../ui/ShareLinkSheet'
import { formatDateTime } from './couponFace'
import s from './coupons.module.css'

interface Props {
  gift: CouponGift | null
  onClose: () => void
}

/** The gift just made: its link and QR code, and when it returns if nobody claims it (24 h, spec 001 §9). */
export function GiveSheet({ gift, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  // The receive page is this app's own, so the link uses the address the giver has open: the
  // server's `url` is built from its configuration and can name a host the friend cannot reach
  // (http://localhost:0 when the server listens on a free port).
  const url = gift ? `${window.location.origin}${pageUrl(PAGE.voucherDonate, { token: gift.giftToken })}` : ''
  return (
    <ShareLinkSheet
      visible={gift !== null}
      url={url}
      title={t('coupons.giveTitle')}
      subtitle={<p className={s.giveName}>{gift?.coupon.couponName}</p>}
      hint={t('coupons.giveHint')}
      qrAlt={t('coupons.giveQrAlt')}
      shareTitle={t('coupons.giveTitle')}
      shareText={t('coupons.shareText', { name: gift?.coupon.couponName ?? '' })}
      footnote={gift && <p className={s.expiry}>{t('coupons.giveExpiry', { time: formatDateTime(gift.expiresAt, lang) })}</p>}
      urlTestId="gift-url"
      onClose={onClose}
    />
  )
}
