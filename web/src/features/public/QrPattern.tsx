/**
 * A QR-like picture derived from the address: a visual hint to "scan with the phone", with the
 * address printed beside it. It is decorative, not a scannable code.
 */
export function QrPattern({ text, size = 21 }: { text: string; size?: number }) {
  const cells: boolean[] = []
  let hash = 2166136261
  for (let index = 0; index < size * size; index++) {
    hash ^= text.charCodeAt(index % Math.max(text.length, 1)) + index
    hash = Math.imul(hash, 16777619) >>> 0
    cells.push((hash & 7) < 3)
  }
  const finder = (x: number, y: number) => {
    const inBox = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7
    for (const [ox, oy] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      if (inBox(ox, oy)) {
        const dx = x - ox
        const dy = y - oy
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy)
        return ring !== 1
      }
    }
    return null
  }
  const rects = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const fixed = finder(x, y)
      if (fixed ?? cells[y * size + x]) rects.push(<rect key={`${x}-${y}`} x={x} y={y} width="1.02" height="1.02" />)
    }
  }
  return (
    <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} width="168" height="168" shapeRendering="crispEdges">
      <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" rx="1" />
      <g fill="#231c17">{rects}</g>
    </svg>
  )
}
