import { useTranslation } from 'react-i18next'
import type { ConsoleOrder } from '../../api/console'
import { useLanguage } from '../../i18n'
import { formatClock, telHref } from '../../ui/format'
import s from './ConsolePage.module.css'

const DELIVERY = 1

/**
 * Who and when for one order: a pre-order badge with the booked time, the expected time, how often
 * the customer chased it, the contact phone (tap to call) and, for delivery, where it goes.
 */
export function ConsoleOrderMeta({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const address = order.order_type === DELIVERY ? order.address : null
  const contact = order.contact
  const consigneePhone = address?.phone && address.phone !== contact?.phone ? address.phone : null
  return (
    <div className={s.meta} data-testid="console-order-meta">
      <div className={s.badges}>
        {order.reservedAt ? (
          <span className={s.preOrder} data-testid="console-preorder">
            {t('consoleOrder.preOrder', { time: formatClock(order.reservedAt, lang) })}
          </span>
        ) : null}
        {order.expectedAt && order.expectedAt !== order.reservedAt ? <span className={s.badge}>{t('consoleOrder.expected', { time: formatClock(order.expectedAt, lang) })}</span> : null}
        {order.remindCount ? (
          <span className={s.remindBadge} data-testid="console-remind-count">
            {t('remind.consoleBadge', { count: order.remindCount })}
          </span>
        ) : null}
      </div>
      {contact?.phone ? (
        <div className={s.contactRow}>
          <span className={s.metaLabel}>{t('consoleOrder.contact')}</span>
          <a className={s.tel} href={telHref(contact.phone, contact.areaCode)}>
            {contact.name ? `${contact.name} ` : ''}+{contact.areaCode} {contact.phone}
          </a>
        </div>
      ) : null}
      {address?.address ? (
        <div className={s.contactRow} data-testid="console-address">
          <span className={s.metaLabel}>{t('consoleOrder.address')}</span>
          <span className={s.addressText}>
            {address.address} {address.houseNumber}
            {address.consignee ? ` · ${address.consignee}` : ''}
            {consigneePhone ? (
              <>
                {' · '}
                <a className={s.tel} href={telHref(consigneePhone, address.areaCode)}>
                  {consigneePhone}
                </a>
              </>
            ) : null}
          </span>
        </div>
      ) : null}
    </div>
  )
}
