import { useEffect, useId, useRef, useState } from 'react'
import { useConsole } from '../../context/consoleContext.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import type { ChartData } from './drawChart.js'

/**
 * A line (or bar) chart for sighted operators, drawn by uPlot once its chunk has loaded, and the
 * same numbers as a table for everyone else (screen readers read the table; the canvas is
 * hidden from them).
 *
 * @example
 * <Chart title="Connects per day" xLabel="Day" labels={days} data={{ x, series }} />
 */
export function Chart({
  title,
  xLabel,
  labels,
  data,
  bars = false,
}: {
  title: string
  xLabel: string
  /** The x values as the table shows them (days, minutes). */
  labels: string[]
  data: ChartData
  bars?: boolean
}) {
  const { texts } = useConsole()
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
        if (!gone && canvas.current) remove = drawChart(canvas.current, data, { bars })
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
                {labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {data.series.map((series) => (
                      <td key={series.label}>{series.values[index] ?? 0}</td>
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
