import { Tag } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { ServerCartLine } from '../../api/cart'
import type { GroupPocket } from '../../api/group'
import { parseCents } from '../../api/money'
import { CartLineList } from '../../menu/CartLineList'
import { EmptyView } from '../../ui/PageStates'
import { Price } from '../../ui/Price'
import { canChangeLinesOf } from './groupLogic'
import s from './Group.module.css'

interface Props {
  pockets: GroupPocket[]
  /** Absent once the group has ended: the list is read-only. */
  onChange?: (line: ServerCartLine, num: number) => void
}

/** Everyone's pockets: nickname, "me" and launcher badges, items, subtotal. Only one's own lines have steppers. */
export function PocketList({ pockets, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <ul className={s.pockets} aria-label={t('group.pockets')}>
      {pockets.map((pocket) => (
        <li key={pocket.pack_bag} className={`${s.pocket} ${pocket.isMine ? s.minePocket : ''}`} data-testid="group-pocket" data-mine={pocket.isMine ? '1' : '0'}>
          <header className={s.pocketHead}>
            <span className={s.avatar} aria-hidden="true">
              {pocket.pack_bag}
            </span>
            <span className={s.nickname}>{pocket.nickname || t('group.friend', { n: pocket.pack_bag })}</span>
            {pocket.isMine && (
              <Tag color="primary" fill="outline">
                {t('group.me')}
              </Tag>
            )}
            {pocket.isLauncher && <Tag color="warning">{t('group.launcher')}</Tag>}
            {pocket.choiceStatus === 2 && <span className={s.chosen}>{t('group.chosen')}</span>}
            <span className={s.subtotal}>
              <Price value={parseCents(pocket.subtotal)} size="small" />
            </span>
          </header>
          {pocket.cart_data.length === 0 ? (
            <p className={s.pocketEmpty}>{pocket.isMine ? t('group.myPocketEmpty') : t('group.stillChoosing')}</p>
          ) : (
            <CartLineList lines={pocket.cart_data} onChange={onChange && canChangeLinesOf(pocket) ? onChange : undefined} testId="group-line" />
          )}
        </li>
      ))}
      {pockets.length === 0 && <EmptyView title={t('group.noPockets')} />}
    </ul>
  )
}
