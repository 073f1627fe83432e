import { useEffect, useId, useRef, useState } from 'react'
import { useConsole } from '../../context/consoleContext.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import type { ChartData, ChartFormats } from './drawChart.js'

/**
 * A line (or bar) chart for sighted operators, drawn by uPlot once its chunk has loaded, and the
 * same numbers as a table for everyone else (screen readers read the table; the canvas is
 * hidden from them).
 *
 * Dates and numbers are written in the console's language: the x values by `formatX`, the
 * values by `formatValue` (a count by default).
 *
 * @example
 * <Chart title="Connects per day" xLabel="Day" formatX={formats.day} data={{ x, series }} />
 */
export function Chart({
  title,
  xLabel,
  formatX,
  formatTick,
  formatValue,
  data,
  bars = false,
}: {
  title: string
  xLabel: string
  /** An x value (Unix seconds) as the axis and the table write it (a day, a minute). */
  formatX: (seconds: number) => string
  /** An x value as the axis writes it, where space is short. Defaults to `formatX`. */
  formatTick?: ((seconds: number) => string) | undefined
  /** A value as the axis and the table write it. Defaults to a count (`formats.number`). */
  formatValue?: ((value: number) => string) | undefined
  data: ChartData
  bars?: boolean
}) {
  const { texts, formats } = useConsole()
  const format: ChartFormats = { x: formatX, tick: formatTick, y: formatValue ?? formats.number }
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
        if (!gone && canvas.current) remove = drawChart(canvas.current, data, { bars, format })
      },
      () => setFailed(true),
    )
    return () => {
      gone = true
      remove?.()
    }
  }, [key, bars])
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
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
