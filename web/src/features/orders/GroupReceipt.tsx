import { Collapse } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatMoney, parseCents, type Cents } from '../../api/money'
import type { GroupReceiptShare } from '../../api/order'
import { useLanguage } from '../../i18n'
import { Price } from '../../ui/Price'
import { receiptOrder, shareRows } from './groupReceipt'
import s from './GroupReceipt.module.css'

/** The per-person receipt of a group order: one collapsible section per participant. */
export function GroupReceipt({ shares }: { shares: readonly GroupReceiptShare[] }) {
  const { t } = useTranslation()
  if (shares.length === 0) return null
  return (
    <section className={s.card} data-testid="group-receipt">
      <h2 className={s.title}>{t('receipt.title')}</h2>
      <p className={s.hint}>{t('receipt.hint')}</p>
      <Collapse className={s.collapse}>
        {receiptOrder(shares).map((share) => (
          <Collapse.Panel key={String(share.pack_bag)} title={<ShareTitle share={share} />}>
            <ShareBody share={share} />
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  )
}

function ShareTitle({ share }: { share: GroupReceiptShare }) {
  const { t } = useTranslation()
  const rows = shareRows(share)
  return (
    <span className={s.head} data-testid="receipt-person" data-pack-bag={share.pack_bag}>
      <span className={s.who}>
        <strong className={s.name}>{share.nickname || t('group.friend', { n: share.pack_bag })}</strong>
        <span className={s.meta}>
          {share.isPayer && <span className={s.payer}>{t('receipt.payer')}</span>}
          {t('receipt.items', { count: rows.count })}
        </span>
      </span>
      <Price value={rows.total} size="small" />
    </span>
  )
}

function ShareBody({ share }: { share: GroupReceiptShare }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const rows = shareRows(share)
  const row = (label: string, value: Cents, negative = false) =>
    value > 0 ? (
      <div className={s.row}>
        <span>{label}</span>
        <span>
          {negative ? '-' : ''}
          {formatMoney(value, lang)}
        </span>
      </div>
    ) : null
  return (
    <div className={s.body}>
      <ul className={s.lines}>
        {share.lines.map((line) => (
          <li key={line.lineId} className={s.line}>
            <span className={s.lineName}>
              {line.name}
              {line.detail && <span className={s.detail}>{line.detail}</span>}
            </span>
            <span className={s.qty}>×{line.num}</span>
            <span>{formatMoney(parseCents(line.total_price), lang)}</span>
          </li>
        ))}
      </ul>
      {row(t('receipt.goods'), rows.goods)}
      {row(t('receipt.delivery'), rows.delivery)}
      {row(t('receipt.bag'), rows.bag)}
      {row(t('receipt.discount'), rows.discount, true)}
      <div className={`${s.row} ${s.total}`}>
        <span>{t('receipt.total')}</span>
        <Price value={rows.total} size="small" />
      </div>
    </div>
  )
}
