import type { HTMLAttributes } from 'react'
import s from './StateTag.module.css'

/** in progress (orange), waiting on someone else (blue), done (green), ended without being done (grey). */
export type StateTone = 'progress' | 'waiting' | 'done' | 'ended'

/** A small rounded tag saying where something stands: a round with the kitchen or served, a table paying or paid. */
export function StateTag({ tone, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone: StateTone }) {
  return <span {...rest} className={`${s.tag} ${s[tone]} ${className ?? ''}`} />
}
