import { Fragment, useEffect, useState } from 'react'
import type { AuditEntry } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * The audit log, newest first: who changed what, and the record before and after (only the
 * fields that changed, for an edit), 50 at a time.
 *
 * @example
 * <AuditView />
 */
export function AuditView() {
  const { api, texts, formats } = useConsole()
  const heading = useHeadingFocus()
  const [entries, setEntries] = useState<AuditEntry[]>()
  const [more, setMore] = useState(false)
  const [error, setError] = useState<unknown>()
  useEffect(() => {
    api.audit().then((page) => {
      setEntries(page)
      setMore(page.length === 50)
    }, setError)
  }, [api])
  const older = async () => {
    const last = entries?.at(-1)
    if (!last) return
    try {
      const page = await api.audit({ before: last.id })
      setEntries([...(entries ?? []), ...page])
      setMore(page.length === 50)
    } catch (caught) {
      setError(caught)
    }
  }
  const t = texts.audit
  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <ErrorMessage error={error} />
      {entries === undefined && !error ? <p>{texts.loading}</p> : null}
      {entries?.length === 0 ? <p>{t.empty}</p> : null}
      {entries && entries.length > 0 ? (
        <table className="audit">
          <ColumnHeads
            labels={[
              t.columns.at,
              t.columns.actor,
              t.columns.action,
              t.columns.target,
              t.columns.change,
            ]}
          />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formats.dateTime(entry.at)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <code>{entry.target}</code>
                </td>
                <td>
                  <Change entry={entry} before={t.before} after={t.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {more ? (
        <button type="button" className="secondary" onClick={() => void older()}>
          {t.more}
        </button>
      ) : null}
    </main>
  )
}

const ignored = new Set(['updatedAt', 'version'])

/** The fields an entry changed, before and after (all of them for a create or a delete). */
function Change({ entry, before, after }: { entry: AuditEntry; before: string; after: string }) {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])
  const changed = [...keys].filter(
    (key) =>
      !ignored.has(key) &&
      (entry.before === null ||
        entry.after === null ||
        JSON.stringify(entry.before[key]) !== JSON.stringify(entry.after[key])),
  )
  const pick = (record: Record<string, unknown> | null) =>
    record === null ? null : Object.fromEntries(changed.map((key) => [key, record[key]]))
  return (
    <dl className="change">
      <dt>{before}</dt>
      <dd>
        <Json value={pick(entry.before)} />
      </dd>
      <dt>{after}</dt>
      <dd>
        <Json value={pick(entry.after)} />
      </dd>
    </dl>
  )
}

/**
 * A value as compact JSON, each member kept on one line and a line allowed to break only after the
 * comma between two (a URL broke after its `http:`).
 */
function Json({ value }: { value: unknown }) {
  const pieces = JSON.stringify(value).split(/(?<=,)(?=["{[])/)
  return (
    <code>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="json-member">{piece}</span>
        </Fragment>
      ))}
    </code>
  )
}
