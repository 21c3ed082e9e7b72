import { useTranslation } from 'react-i18next'
import type { MallCategory } from '../../api/mall'
import { Chip } from '../../ui/Chip'
import s from './mall.module.css'

interface Props {
  categories: readonly MallCategory[]
  /** null: every category. */
  value: number | null
  onChange: (id: number | null) => void
}

/** The mall's categories as one row of chips (scrolls sideways), "all" first. */
export function CategoryChips({ categories, value, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <div className={s.chips} role="radiogroup" aria-label={t('mall.categories')} data-testid="mall-categories">
      <Chip selected={value === null} onClick={() => onChange(null)}>
        {t('mall.allCategories')}
      </Chip>
      {categories.map((category) => (
        <Chip key={category.id} selected={value === category.id} onClick={() => onChange(category.id)}>
          {category.name}
        </Chip>
      ))}
    </div>
  )
}
