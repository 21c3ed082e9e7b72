import type { ServerCartLine } from '../../api/cart'
import { parseCents } from '../../api/money'
import { Price } from '../../ui/Price'
import { QtyStepper } from '../../ui/QtyStepper'
import s from './Dine.module.css'

interface Props {
  lines: ServerCartLine[]
  /** Absent for dishes already sent to the kitchen: they are read-only. */
  onChange?: (line: ServerCartLine, num: number) => void
  testId: string
}

/** Dishes with their specification, flavours and stuffings; steppers on the unconfirmed ones. */
export function DishLines({ lines, onChange, testId }: Props) {
  return (
    <ul className={s.lines}>
      {lines.map((line) => (
        <li key={line.id} className={`${s.line} ${line.available ? '' : s.unavailable}`} data-testid={testId}>
          <img className={s.thumb} src={line.image} alt="" />
          <div className={s.lineInfo}>
            <span className={s.lineName}>{line.name}</span>
            {choices(line) && <span className={s.lineDetails}>{choices(line)}</span>}
            {line.available ? <Price value={parseCents(line.total_price)} size="small" /> : <span className={s.reason}>{line.problemText || line.problem}</span>}
          </div>
          {onChange ? <QtyStepper size="small" value={line.num} label={line.name} onDecrease={() => onChange(line, line.num - 1)} onIncrease={() => onChange(line, line.num + 1)} /> : <span className={s.qty}>×{line.num}</span>}
        </li>
      ))}
    </ul>
  )
}

function choices(line: ServerCartLine): string {
  return [line.optionName, ...(line.attrNames ?? []), ...(line.packageNames ?? [])].filter(Boolean).join(' / ')
}
