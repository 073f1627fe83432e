import { useEffect, useId, useState } from 'react'
import type { Project, ServerStatus, Usage, UsageSeries } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { Chart } from '../Chart/Chart.js'
import type { ChartData } from '../Chart/drawChart.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

const periods = [7, 14, 30, 90]
/** How often the relay and health figures are asked again while the page is open. */
const statusRefreshMs = 15_000

/**
 * Usage: connects per day by wallet and by method, the connect funnel, errors by type, swaps and
 * on-ramp per day (for one project or all), then the relay's sockets and messages per minute,
 * the chains' indexers and the health checks.
 *
 * @example
 * <UsageView />
 */
export function UsageView() {
  const { api, texts, formats } = useConsole()
  const t = texts.usage
  const heading = useHeadingFocus()
  const id = useId()
  const [projects, setProjects] = useState<Project[]>([])
  const [project, setProject] = useState('')
  const [days, setDays] = useState(14)
  const [usage, setUsage] = useState<Usage>()
  const [status, setStatus] = useState<ServerStatus>()
  const [error, setError] = useState<unknown>()

  useEffect(() => {
    api.listProjects().then(setProjects, setError)
  }, [api])
  useEffect(() => {
    api.usage({ project: project || undefined, days }).then(setUsage, setError)
  }, [api, project, days])
  useEffect(() => {
    const load = () => void api.status().then(setStatus, setError)
    load()
    const timer = setInterval(load, statusRefreshMs)
    return () => clearInterval(timer)
  }, [api])

  const dayData = (series: UsageSeries[], label = (key: string) => key): ChartData => ({
    x: (usage?.days ?? []).map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
    series: series.map(({ key, counts }) => ({ label: label(key), values: counts })),
  })
  // The chart's x values are the UTC days' midnights.
  const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)
  const formatDay = (seconds: number) => formats.day(dayOf(seconds))
  const formatMinute = (seconds: number) => formats.time(seconds * 1000)
  const method = (key: string) => t.methods[key] ?? key
  const onRampStep = (key: string) => t.onrampSteps[key as keyof typeof t.onrampSteps] ?? key
  const volume = usage?.swapVolumeUsd ?? []
  const steps = usage
    ? ([
        ['open', usage.funnel.open],
        ['select', usage.funnel.select],
        ['connected', usage.funnel.connected],
        ['signedIn', usage.funnel.signedIn],
      ] as const)
    : []
  const widest = Math.max(1, ...steps.map(([, count]) => count))
  const history = status?.relay.history ?? []

  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <ErrorMessage error={error} />
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-project`}>{t.project}</label>
          <select
            id={`${id}-project`}
            value={project}
            onChange={(event) => setProject(event.target.value)}
          >
            <option value="">{t.allProjects}</option>
            {projects.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.id})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t.period}</label>
          <select
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {periods.map((count) => (
              <option key={count} value={count}>
                {t.days(count)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {usage === undefined && !error ? <p>{texts.loading}</p> : null}
      {usage ? (
        <div className="charts">
          <Chart
            title={t.connectsByWallet}
            xLabel={t.day}
            formatX={formatDay}
            data={dayData(usage.connectsByWallet)}
            bars
          />
          <Chart
            title={t.connectsByMethod}
            xLabel={t.day}
            formatX={formatDay}
            data={dayData(usage.connectsByMethod, method)}
            bars
          />
          <section className="chart" aria-labelledby={`${id}-funnel`}>
            <h2 id={`${id}-funnel`} className="figure-title">
              {t.funnel}
            </h2>
            <ol className="funnel">
              {steps.map(([step, count]) => (
                <li key={step}>
                  <span className="funnel-label">{t.funnelSteps[step]}</span>
                  <span className="funnel-bar" style={{ width: `${(count / widest) * 100}%` }} />
                  <span className="funnel-count">{formats.number(count)}</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="chart" aria-labelledby={`${id}-errors`}>
            <h2 id={`${id}-errors`} className="figure-title">
              {t.errors}
            </h2>
            {usage.errors.length === 0 ? (
              <p>{t.noErrors}</p>
            ) : (
              <table>
                <ColumnHeads labels={[t.errors, t.count]} />
                <tbody>
                  {usage.errors.map((entry) => (
                    <tr key={entry.key}>
                      <td>
                        <code>{entry.key}</code>
                      </td>
                      <td>{formats.number(entry.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <Chart title={t.swaps} xLabel={t.day} formatX={formatDay} data={dayData(usage.swaps)} />
          <Chart
            title={t.swapVolume}
            xLabel={t.day}
            formatX={formatDay}
            formatValue={formats.usd}
            data={dayData(
              volume.some((amount) => amount > 0) ? [{ key: t.swapVolume, counts: volume }] : [],
            )}
            bars
          />
          <Chart
            title={t.onramp}
            xLabel={t.day}
            formatX={formatDay}
            data={dayData(usage.onramp, onRampStep)}
          />
        </div>
      ) : null}
      {status ? (
        <>
          <h2>{t.relay}</h2>
          <p>{t.relayNow(status.relay.connections, status.relay.topics)}</p>
          {history.length === 0 ? (
            <p>{t.relayWaiting}</p>
          ) : (
            <div className="charts">
              <Chart
                title={t.sockets}
                xLabel={t.minute}
                formatX={formatMinute}
                bucket="minute"
                data={{
                  x: history.map((minute) => Date.parse(minute.at) / 1000),
                  series: [{ label: t.sockets, values: history.map((minute) => minute.sockets) }],
                }}
              />
              <Chart
                title={t.messages}
                xLabel={t.minute}
                formatX={formatMinute}
                bucket="minute"
                data={{
                  x: history.map((minute) => Date.parse(minute.at) / 1000),
                  series: [
                    {
                      label: t.messages,
                      values: history.map((minute) => minute.messagesPerMinute),
                    },
                  ],
                }}
              />
            </div>
          )}
          <h2>{t.chains}</h2>
          <table>
            <ColumnHeads labels={[t.chain, t.lag, t.leader]} />
            <tbody>
              {status.indexers.map((indexer) => (
                <tr key={indexer.chainId}>
                  <td>
                    <code>eip155:{indexer.chainId}</code>
                  </td>
                  <td>
                    {indexer.lagBlocks === undefined ? '–' : formats.number(indexer.lagBlocks)}
                  </td>
                  <td>{indexer.leader ? t.leader : t.follower}</td>
                </tr>
              ))}
              {status.solana.map((cluster) => (
                <tr key={cluster.caipNetworkId}>
                  <td>
                    <code>{cluster.caipNetworkId}</code>
                  </td>
                  <td>–</td>
                  <td>{cluster.leader ? t.leader : t.follower}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t.health}</h2>
          <ul className="checks">
            {status.checks.map((check) => (
              <li key={check.name}>
                <code>{check.name}</code>: {check.ok ? t.ok : `${t.failing} (${check.problem})`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  )
}
