import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { pickTicks } from './pickTicks.js'

/** A chart's data: x values (Unix seconds) and one line per series. */
export type ChartData = { x: number[]; series: { label: string; values: number[] }[] }

/** How the axes and the legend write values: in the console's language (`createFormats`). */
export type ChartFormats = {
  /** An x value (Unix seconds): a day or a time. */
  x: (seconds: number) => string
  /** An x value on the axis, where ticks lie `spacing` seconds apart: a time of day or a date. */
  tick: (seconds: number, spacing: number) => string
  /** A y value: a count or an amount. */
  y: (value: number) => string
}

const barPaths = uPlot.paths.bars?.({ size: [0.6, 40] })

// Colours that keep 3:1 against both the light and the dark background.
const palette = ['#3b5bdb', '#e8590c', '#2b8a3e', '#c2255c', '#1098ad', '#7048e8', '#a07a00']

/**
 * Draws a line chart with uPlot (loaded only with the usage page) in the page's own colours, its
 * axes and legend written by `format` (uPlot's own would be English). The x axis's ticks lie on
 * the data's own x values (a day's, a minute's), every so many as there is room for, so each
 * names a bucket the chart has; uPlot's own ticks fell between days, all at one time of day.
 *
 * @param element - Where to draw; emptied first.
 * @param data - The x values and the lines.
 * @param options - Bars instead of lines, the formats of x and y values, and the x axis's name.
 * @returns A function that removes the chart.
 *
 * @example
 * const remove = drawChart(element, { x: [1700000000], series: [{ label: 'MetaMask', values: [3] }] }, { format })
 */
export function drawChart(
  element: HTMLElement,
  data: ChartData,
  {
    bars = false,
    format,
    xLabel = '',
  }: { bars?: boolean; format: ChartFormats; xLabel?: string | undefined },
) {
  const style = getComputedStyle(element)
  const fg = style.getPropertyValue('--airlock-fg').trim() || '#141a22'
  const grid = style.getPropertyValue('--airlock-border').trim() || 'rgba(0,0,0,0.12)'
  const axis = { stroke: fg, grid: { stroke: grid }, ticks: { stroke: grid } }
  element.replaceChildren()
  const width = Math.max(280, element.clientWidth)
  const { ticks, spacing } = pickTicks(data.x, width)
  const chart = new uPlot(
    {
      width,
      height: 220,
      scales: {
        // One x value (a relay that has one minute sampled so far) gets five minutes either side,
        // not uPlot's own range, whose ticks all fell on one time.
        x: {
          time: true,
          range: (_u, min, max) => (min === max ? [min - 300, max + 300] : [min, max]),
        },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          ...axis,
          splits: () => ticks,
          values: (_u, splits) => splits.map((tick) => format.tick(tick, spacing)),
        },
        {
          ...axis,
          values: (_u, ticks) =>
            ticks.map((tick) => (Number.isInteger(tick) ? format.y(tick) : '')),
        },
      ],
      series: [
        { label: xLabel, value: (_u, value) => (value == null ? '–' : format.x(value)) },
        ...data.series.map(({ label }, index) => ({
          label,
          value: (_u: uPlot, value: number | null) => (value == null ? '–' : format.y(value)),
          stroke: palette[index % palette.length] ?? '#3b5bdb',
          width: 2,
          ...(bars && barPaths
            ? {
                paths: barPaths,
                fill: `${palette[index % palette.length]}55`,
              }
            : { points: { show: true } }),
        })),
      ],
    },
    [data.x, ...data.series.map((series) => series.values)],
    element,
  )
  return () => chart.destroy()
}
