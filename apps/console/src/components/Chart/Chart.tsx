import { useEffect, useId, useRef, useState } from 'react'
import { useConsole } from '../../context/consoleContext.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import type { ChartData, ChartFormats } from './drawChart.js'

/**
 * A line (or bar) chart for sighted operators, drawn by uPlot once its chunk has loaded, and the
 * same numbers as a table for everyone else (screen readers read the table; the canvas is
 * hidden from them).
 *
 * Dates and numbers are written in the console's language: the x values by `formatX` (the table
 * and the legend), the axis's ticks by the chart's bucket (a UTC day's short date, or a minute's
 * time of day, its date where ticks lie a day or more apart), the values by `formatValue` (a
 * count by default). A chart of more than two lines takes the row's whole width, so its table's
 * columns fit.
 *
 * @example
 * <Chart title="Connects per day" xLabel="Day" formatX={formats.day} data={{ x, series }} />
 */
export function Chart({
  title,
  xLabel,
  formatX,
  formatValue,
  data,
  bucket = 'day',
  bars = false,
}: {
  title: string
  xLabel: string
  /** An x value (Unix seconds) as the table and the legend write it (a day, a minute). */
  formatX: (seconds: number) => string
  /** A value as the axis and the table write it. Defaults to a count (`formats.number`). */
  formatValue?: ((value: number) => string) | undefined
  data: ChartData
  /** What one x value stands for: a UTC day (its midnight) or a minute. Defaults to `'day'`. */
  bucket?: 'day' | 'minute'
  bars?: boolean
}) {
  const { texts, formats } = useConsole()
  const tick = (seconds: number, spacing: number) =>
    bucket === 'day'
      ? formats.dayShort(new Date(seconds * 1000).toISOString().slice(0, 10))
      : spacing >= 86_400
        ? formats.date(seconds * 1000)
        : formats.time(seconds * 1000)
  const format: ChartFormats = { x: formatX, tick, y: formatValue ?? formats.number }
  const id = useId()
  const canvas = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  // Redrawn in the new colours when the system switches between light and dark.
  const [dark, setDark] = useState(() => matchMedia('(prefers-color-scheme: dark)').matches)
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)')
    const change = () => setDark(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  const key = `${dark}:${JSON.stringify(data)}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the numbers change (key).
  useEffect(() => {
    let remove: (() => void) | undefined
    let gone = false
    import('./drawChart.js').then(
      ({ drawChart }) => {
        if (!gone && canvas.current)
          remove = drawChart(canvas.current, data, { bars, format, xLabel })
      },
      () => setFailed(true),
    )
    return () => {
      gone = true
      remove?.()
    }
  }, [key, bars])
  return (
    <figure
      className={data.series.length > 2 ? 'chart chart-wide' : 'chart'}
      aria-labelledby={`${id}-title`}
    >
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {data.series.length === 0 ? (
        <p>{texts.usage.noData}</p>
      ) : (
        <>
          {failed ? null : <div ref={canvas} className="chart-canvas" aria-hidden="true" />}
          <details open={failed}>
            <summary>{texts.usage.asTable}</summary>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <ColumnHeads labels={[xLabel, ...data.series.map((series) => series.label)]} />
              <tbody>
                {data.x.map((x, index) => (
                  <tr key={x}>
                    <th scope="row">{format.x(x)}</th>
                    {data.series.map((series) => (
                      <td key={series.label}>{format.y(series.values[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  )
}
