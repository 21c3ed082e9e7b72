import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ServerCartLine } from '../../api/cart'
import type { TableDetail } from '../../api/dinein'
import { parseCents } from '../../api/money'
import { EmptyView } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
import { canSendToKitchen } from './dineLogic'
import { SEND_LABELS, type RoundConfirm } from './roundConfirm'
import { CartLineList } from '../../menu/CartLineList'
import { DishMemoSheet } from './DishMemoSheet'
import s from './Dine.module.css'
import { Sheet } from '../../ui/Sheet'

interface Props {
  visible: boolean
  detail: TableDetail | undefined
  /** A large round waiting for a second diner: the button confirms it, or waits for someone else. */
  confirm: RoundConfirm
  sending: boolean
  onChange: (line: ServerCartLine, num: number) => void
  /** Writes a dish's memo for the kitchen. */
  onMemo: (line: ServerCartLine, memo: string) => Promise<void>
  onSend: () => void
  onClose: () => void
}

/**
 * The table's dishes not yet sent: everyone at the table adds here and may write a dish's memo
 * for the kitchen; "send to kitchen" makes them a round.
 */
export function UnconfirmedSheet({ visible, detail, confirm, sending, onChange, onMemo, onSend, onClose }: Props) {
  const { t } = useTranslation()
  const lines = detail?.unconfirmed ?? []
  const [memoFor, setMemoFor] = useState<ServerCartLine | null>(null)
  return (
    <>
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="unconfirmed-title" className={s.sheetBody}>
        <header className={s.sheetHead}>
          <h2 id="unconfirmed-title" className={s.sheetTitle}>
            {t('dinein.unconfirmedTitle')}
          </h2>
          <span className={s.muted}>{t('dinein.sharedHint')}</span>
        </header>
        {confirm !== 'none' && (
          <p className={s.warning} role="note">
            {t(confirm === 'askedByMe' ? 'dinein.askedByMeNotice' : 'dinein.toConfirmNotice')}
          </p>
        )}
        {lines.length === 0 ? <EmptyView title={t('dinein.nothingUnconfirmed')} /> : <CartLineList lines={lines} onChange={onChange} onMemo={setMemoFor} testId="unconfirmed-line" />}
        <footer className={s.sheetFoot}>
          <Price value={parseCents(detail?.unconfirmedPrice)} size="large" />
          <Button color="primary" shape="rounded" disabled={!canSendToKitchen(detail) || confirm === 'askedByMe'} loading={sending} onClick={onSend} data-testid="unconfirmed-send">
            {t(SEND_LABELS[confirm])}
          </Button>
        </footer>
      </div>
    </Sheet>
    <DishMemoSheet line={memoFor} onSave={onMemo} onClose={() => setMemoFor(null)} />
    </>
  )
}
