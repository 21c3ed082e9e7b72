import { useId } from 'react'
import type { LinksBlock as Links } from '../../api/pages'
import { GoodsImage } from '../../ui/GoodsImage'
import { BlockLink } from './BlockLink'
import s from './pages.module.css'

/** A row of tiles (a grid on wider screens), each a picture and its name leading where the operator set. */
export function LinksBlock({ block }: { block: Links }) {
  const id = useId()
  return (
    <section aria-labelledby={block.title ? id : undefined} data-testid="page-links">
      {block.title && (
        <h2 className={s.sectionTitle} id={id}>
          {block.title}
        </h2>
      )}
      <ul className={s.tiles}>
        {block.items.map((tile, index) => (
          <li key={`${index}-${tile.link}`}>
            <BlockLink link={tile.link} className={s.tile} testId="page-link-tile">
              {tile.image && <GoodsImage src={tile.image} className={s.tileImage} lazy />}
              <span className={s.tileTitle}>{tile.title}</span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
