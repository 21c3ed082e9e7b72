import { normalizePagePath, PAGE } from './pagePaths'

/** The five tab pages of spec 000 §2, in tab bar order; the centre one is the points mall. */
export const TABS = [
  { key: 'home', path: PAGE.home, label: 'tabs.home' },
  { key: 'order', path: PAGE.storeGoods, label: 'tabs.order' },
  { key: 'mall', path: PAGE.integralMall, label: 'tabs.mall' },
  { key: 'rewards', path: PAGE.collectPrice, label: 'tabs.rewards' },
  { key: 'mine', path: PAGE.mine, label: 'tabs.mine' },
] as const

export type Tab = (typeof TABS)[number]
export type TabKey = Tab['key']

/** Other paths of a tab page (lower case): the shell shows the tab and puts its own path in the address bar. */
const TAB_ALIASES: Readonly<Record<string, string>> = {
  [PAGE.newIntegralMall.toLowerCase()]: PAGE.integralMall,
}

export function tabForPath(pathname: string): Tab | null {
  const path = normalizePagePath(pathname).toLowerCase()
  const target = (TAB_ALIASES[path] ?? path).toLowerCase()
  return TABS.find((tab) => tab.path.toLowerCase() === target) ?? null
}
