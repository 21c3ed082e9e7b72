import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatMoney, type Cents } from '../api/money'
import { useLanguage } from '../i18n'
import { formatPoints } from '../ui/format'

/** A mall price in words: "300 積分", or with a cash part "300 積分 + $10". */
export function pointsCashText(t: TFunction, lang: string, points: number, cash: Cents): string {
  return cash > 0 ? t('mall.pointsPlusCash', { points: formatPoints(points), cash: formatMoney(cash, lang) }) : t('mall.points', { points: formatPoints(points) })
}

interface Props {
  points: number
  /** The cash part; 0: points only. */
  cash: Cents
  className?: string
  testId?: string
}

/** A mall price: "300 積分", or with a cash part "300 積分 + $10". */
export function PointsCash({ points, cash, className, testId }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <span className={className} data-testid={testId}>
      {pointsCashText(t, lang, points, cash)}
    </span>
  )
}
