import { formatMoney, type Cents } from '../api/money'
import { useLanguage } from '../i18n'
import s from './Price.module.css'

interface Props {
  value: Cents
  old?: Cents | null
  size?: 'small' | 'normal' | 'large'
  testId?: string
}

/** A price in the brand's format ("$38.5"), with an optional crossed-out old price. */
export function Price({ value, old, size = 'normal', testId }: Props) {
  const lang = useLanguage()
  return (
    <span className={`${s.price} ${s[size]}`}>
      <span className={s.current} data-testid={testId}>
        {formatMoney(value, lang)}
      </span>
      {old !== undefined && old !== null && old > value && <del className={s.old}>{formatMoney(old, lang)}</del>}
    </span>
  )
}
