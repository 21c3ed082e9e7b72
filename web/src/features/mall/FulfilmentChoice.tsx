import { useTranslation } from 'react-i18next'
import { Chip } from '../../ui/Chip'
import type { MallWay } from './fulfilment'
import s from './mall.module.css'

interface Props {
  /** The ways the goods offer (together). */
  ways: readonly MallWay[]
  value: MallWay | null
  onChange: (way: MallWay) => void
}

const LABEL = { pickup: 'mall.wayPickup', delivery: 'mall.wayDelivery' } as const

/** Pickup or delivery: two chips side by side under the label when the goods offer both, else the one way they offer, said. */
export function FulfilmentChoice({ ways, value, onChange }: Props) {
  const { t } = useTranslation()
  if (ways.length === 0) return null
  if (ways.length === 1)
    return (
      <div className={s.row}>
        <span className={s.label}>{t('mall.way.label')}</span>
        <span className={s.value} data-testid="mall-way" data-way={ways[0]}>
          {t(LABEL[ways[0]])}
        </span>
      </div>
    )
  return (
    <div className={s.wayRow}>
      <span className={s.label} id="mall-way-label">
        {t('mall.way.label')}
      </span>
      <div className={s.wayChips} role="radiogroup" aria-labelledby="mall-way-label" data-testid="mall-way" data-way={value ?? undefined}>
        {ways.map((way) => (
          <Chip key={way} selected={value === way} onClick={() => onChange(way)}>
            {t(LABEL[way])}
          </Chip>
        ))}
      </div>
    </div>
  )
}
