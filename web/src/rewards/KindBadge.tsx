import { useTranslation } from 'react-i18next'
import { kindKey } from './drawWords'
import s from './ActivityCard.module.css'

const KIND_CLASS: Record<string, string | undefined> = { wheel: s.wheel, grid: s.grid, blind_box: s.blindBox }

/** An activity's kind as a coloured tag: the wheel warm, the grid blue, the blind box purple. */
export function KindBadge({ kind }: { kind: string }) {
  const { t } = useTranslation()
  return <span className={`${s.kind} ${KIND_CLASS[kind] ?? s.wheel}`}>{t(kindKey(kind))}</span>
}
