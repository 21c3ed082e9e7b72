import type { ConsoleLine } from '../../api/console'
import s from './ConsolePage.module.css'

/** What the kitchen makes: each dish with its quantity, its choices and its memo (flagged, so 走冰 is not missed). */
export function ConsoleLines({ lines }: { lines: ReadonlyArray<Pick<ConsoleLine, 'name' | 'detail' | 'num' | 'memo'>> }) {
  return (
    <ul className={s.lines}>
      {lines.map((line, index) => (
        <li key={index} className={s.line}>
          <span className={s.qty}>{line.num} ×</span>
          <span>
            <span className={s.lineName}>{line.name}</span>
            {line.detail ? <span className={s.muted}> · {line.detail}</span> : null}
            {line.memo ? (
              <mark className={s.memo} data-testid="console-line-memo">
                {line.memo}
              </mark>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
