/**
 * The x values an axis `width` px wide labels: the data's own (a day's, a minute's), every so many
 * as there is room for, 72 px a label; and how far apart they lie, in the x values' unit.
 *
 * @param x - The chart's x values (Unix seconds), in order.
 * @param width - The axis's width in CSS px.
 * @returns The ticks, and their spacing (`Infinity` for one tick or none).
 *
 * @example
 * pickTicks([0, 86400, 172800], 100) // { ticks: [0, 172800], spacing: 172800 }
 */
export function pickTicks(x: number[], width: number) {
  const every = Math.max(1, Math.ceil(x.length / Math.max(2, Math.floor(width / 72))))
  const ticks = x.filter((_, index) => index % every === 0)
  const spacing = (ticks[1] ?? Number.POSITIVE_INFINITY) - (ticks[0] ?? 0)
  return { ticks, spacing }
}
