import s from './FeatureHero.module.css'

interface Props {
  title: string
  heading: string
  description: string
  art: 'mall' | 'rewards'
}

/** The orange header of a tab page that introduces a feature. */
export function FeatureHero({ title, heading, description, art }: Props) {
  return (
    <header className={s.hero}>
      <h1 className={s.title}>{title}</h1>
      <div className={s.row}>
        <div>
          <p className={s.heading}>{heading}</p>
          <p className={s.description}>{description}</p>
        </div>
        <svg className={s.art} viewBox="0 0 80 80" aria-hidden="true">
          {art === 'mall' ? (
            <>
              <rect x="14" y="30" width="52" height="38" rx="6" fill="#fff" />
              <rect x="10" y="22" width="60" height="14" rx="4" fill="#ffe0b8" />
              <path d="M40 22v46" stroke="#f08300" strokeWidth="6" />
              <path d="M40 22c-6-12-20-10-14 0M40 22c6-12 20-10 14 0" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
            </>
          ) : (
            <>
              <circle cx="40" cy="36" r="22" fill="#fff" />
              <circle cx="40" cy="36" r="14" fill="#ffe0b8" />
              <path d="M40 27l3 6 6.5 1-4.7 4.5 1.1 6.5L40 42l-5.9 3 1.1-6.5-4.7-4.5 6.5-1z" fill="#f08300" />
              <path d="M28 54l-6 16 10-4 6 8 4-18M52 54l6 16-10-4-6 8-4-18" fill="#fff" opacity="0.85" />
            </>
          )}
        </svg>
      </div>
    </header>
  )
}
