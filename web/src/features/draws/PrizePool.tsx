import { useTranslation } from 'react-i18next'
import type { DrawPrize } from '../../api/draws'
import { PrizePicture } from './PrizePicture'
import { prizeKindMessage } from './prizeWords'
import s from './draws.module.css'

/** What can be won ("thank you" left out), those drawn out marked. */
export function PrizePool({ prizes }: { prizes: readonly DrawPrize[] }) {
  const { t } = useTranslation()
  const real = prizes.filter((prize) => prize.kind !== 'none')
  if (real.length === 0) return null
  return (
    <section className={s.card} aria-labelledby="draw-prizes-title">
      <h2 className={s.cardTitle} id="draw-prizes-title">
        {t('draws.prizesTitle')}
      </h2>
      <ul className={s.prizePool} data-testid="draw-prize-pool">
        {real.map((prize) => {
          const kind = prizeKindMessage(prize)
          return (
            <li key={prize.id} className={`${s.poolRow} ${prize.soldOut ? s.poolSoldOut : ''}`} data-testid="draw-prize" data-sold-out={prize.soldOut}>
              <PrizePicture kind={prize.kind} image={prize.image} className={s.poolImage} />
              <span className={s.poolText}>
                <span className={s.poolName}>{prize.name}</span>
                <span className={s.poolKind}>{t(kind.key, kind.values)}</span>
              </span>
              {prize.soldOut && <span className={s.soldOutTag}>{t('draws.prizeSoldOut')}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
