import { describe, expect, it } from 'vitest'
import { tabForPath } from './tabs'

describe('tab pages', () => {
  it('finds the tab of its path, in any case and with slashes around it', () => {
    expect(tabForPath('/pages/integralMall/index')?.key).toBe('mall')
    expect(tabForPath('/pages/integralmall/index/')?.key).toBe('mall')
    expect(tabForPath('/pages/home/index')?.key).toBe('home')
  })

  it('shows the points mall tab for the newer mall entry too', () => {
    expect(tabForPath('/integralMall/pages/index/index')?.key).toBe('mall')
  })

  it('finds no tab for the pages beneath it', () => {
    expect(tabForPath('/integralMall/pages/detail/index')).toBeNull()
    expect(tabForPath('/integralMall/pages/integralOrder/index')).toBeNull()
  })
})
