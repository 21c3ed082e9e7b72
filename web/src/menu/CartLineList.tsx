import { useTranslation } from 'react-i18next'
import { lineDetails, type ServerCartLine } from '../api/cart'
import { parseCents } from '../api/money'
import { Price } from '../ui/Price'
import { QtyStepper } from '../ui/QtyStepper'
import s from './CartLineList.module.css'
import { GoodsImage } from '../ui/GoodsImage'

interface Props {
  lines: ServerCartLine[]
  /** Absent when the lines are read-only (sent to the kitchen, someone else's, the group ended). */
  onChange?: (line: ServerCartLine, num: number) => void
  /** Offers to write the line's memo for the kitchen (table dishes not yet sent). */
  onMemo?: (line: ServerCartLine) => void
  testId: string
}

/**
 * Cart lines in a compact list: picture, name, choices, memo, price (or why the line cannot be
 * bought), and a stepper when they can be changed, else the quantity. Shared by group pockets and
 * tables.
 */
export function CartLineList({ lines, onChange, onMemo, testId }: Props) {
  const { t } = useTranslation()
  return (
    <ul className={s.lines}>
      {lines.map((line) => {
        const details = lineDetails(line)
        return (
          <li key={line.id} className={`${s.line} ${line.available ? '' : s.unavailable}`} data-testid={testId}>
            <GoodsImage className={s.thumb} src={line.image} />
            <div className={s.lineInfo}>
              <span className={s.lineName}>{line.name}</span>
              {details && <span className={s.lineDetails}>{details}</span>}
              {line.memo ? (
                <span className={s.memo} data-testid="line-memo">
                  {t('dishMemo.shown', { memo: line.memo })}
                </span>
              ) : null}
              {line.available ? <Price value={parseCents(line.total_price)} size="small" /> : <span className={s.reason}>{line.problemText || line.problem}</span>}
              {onMemo ? (
                <button type="button" className={s.memoButton} onClick={() => onMemo(line)}>
                  {line.memo ? t('dishMemo.edit') : t('dishMemo.add')}
                  <span className="visually-hidden">{t('dishMemo.forDish', { name: line.name })}</span>
                </button>
              ) : null}
            </div>
            {onChange ? (
              <QtyStepper size="small" value={line.num} label={line.name} onDecrease={() => onChange(line, line.num - 1)} onIncrease={() => onChange(line, line.num + 1)} />
            ) : (
              <span className={s.qty}>×{line.num}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
