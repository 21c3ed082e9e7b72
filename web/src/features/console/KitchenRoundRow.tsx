import { Button } from 'antd-mobile'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KitchenRound } from '../../api/console'
import { useLanguage } from '../../i18n'
import { formatClock } from '../../ui/format'
import { ConsoleLines } from './ConsoleLines'
import { elapsedSince, isRoundLate, isRoundServed } from './kitchenTables'
import k from './KitchenTables.module.css'

interface Props {
  round: KitchenRound
  now: number
  /** Announced a moment ago (table-round). */
  fresh: boolean
  onServe: () => Promise<void>
}

function elapsedText(t: TFunction, at: number, now: number): string {
  const elapsed = elapsedSince(at, now)
  if (elapsed.unit === 'now') return t('kitchen.justNow')
  if (elapsed.unit === 'minutes') return t('kitchen.minutesAgo', { count: elapsed.minutes })
  return t('kitchen.hoursAgo', { h: elapsed.hours, m: elapsed.minutes })
}

/** One round of a table for the kitchen: when it was sent (and how long ago), its dishes, "served". */
export function KitchenRoundRow({ round, now, fresh, onServe }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [busy, setBusy] = useState(false)
  const served = isRoundServed(round)
  const late = isRoundLate(round, now)
  const serve = async () => {
    setBusy(true)
    try {
      await onServe()
    } finally {
      setBusy(false)
    }
  }
  return (
    <section
      className={`${k.round} ${served ? k.served : ''} ${fresh ? k.fresh : ''}`}
      data-testid="kitchen-round"
      data-round={round.round}
      data-served={served ? 1 : 0}
      aria-label={t('dinein.round', { n: round.round })}
    >
      <div className={k.roundHead}>
        <strong className={k.roundTitle}>{t('dinein.round', { n: round.round })}</strong>
        <span className={late ? k.late : k.when}>
          {t('kitchen.sentAt', { time: formatClock(round.sentAt, lang, now) })}
          {served ? null : ` · ${elapsedText(t, round.sentAt, now)}`}
        </span>
      </div>
      {round.items.length ? <ConsoleLines lines={round.items} /> : <p className={k.missing}>{t('kitchen.itemsMissing')}</p>}
      <div className={k.roundFoot}>
        {served && round.servedAt ? (
          <span className={k.servedText} data-testid="kitchen-round-served">
            ✓ {t('kitchen.servedAt', { time: formatClock(round.servedAt, lang, now) })}
          </span>
        ) : (
          <Button size="small" color="primary" shape="rounded" loading={busy} onClick={() => void serve()}>
            {t('kitchen.serve')}
          </Button>
        )}
      </div>
    </section>
  )
}
