import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import type { Admin, AdminListEntry } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * Owners manage the admins: the list, a setup link to invite one (owner or viewer), a change of
 * role, and removal after a second click (the server keeps the last owner).
 *
 * @example
 * <AdminsView admin={admin} />
 */
export function AdminsView({ admin }: { admin: Admin }) {
  const { api, texts, formats } = useConsole()
  const t = texts.admins
  const heading = useHeadingFocus()
  const id = useId()
  const [admins, setAdmins] = useState<AdminListEntry[]>()
  const [error, setError] = useState<unknown>()
  const [status, setStatus] = useState<string>()
  const [role, setRole] = useState<Admin['role']>('viewer')
  const [invite, setInvite] = useState<{ link: string; expiresAt: string }>()
  const [removing, setRemoving] = useState<number>()

  const load = useCallback(() => api.listAdmins().then(setAdmins, setError), [api])
  useEffect(() => void load(), [load])

  const act = async (work: () => Promise<string>) => {
    setError(undefined)
    setStatus(undefined)
    try {
      setStatus(await work())
      await load()
    } catch (caught) {
      setError(caught)
    }
  }
  const submitInvite = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      const made = await api.inviteAdmin(role)
      setInvite({
        link: new URL(`#setup=${made.token}`, location.href).href,
        expiresAt: formats.dateTime(made.expiresAt),
      })
    } catch (caught) {
      setError(caught)
    }
  }

  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      {status ? (
        <p className="message" role="status">
          {status}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {admins === undefined && !error ? <p>{texts.loading}</p> : null}
      {admins ? (
        <table>
          <ColumnHeads
            labels={[
              t.columns.name,
              t.columns.role,
              t.columns.passkeys,
              t.columns.since,
              t.columns.actions,
            ]}
          />
          <tbody>
            {admins.map((entry) => {
              const other = entry.role === 'owner' ? 'viewer' : 'owner'
              return (
                <tr key={entry.id}>
                  <th scope="row">
                    {entry.name} {entry.id === admin.id ? t.you : null}
                  </th>
                  <td>{texts.roles[entry.role]}</td>
                  <td>{formats.number(entry.passkeys)}</td>
                  <td>{formats.date(entry.createdAt)}</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="secondary small"
                      onClick={() =>
                        void act(async () => {
                          await api.setAdminRole(entry.id, other)
                          return t.roleChanged(entry.name, texts.roles[other])
                        })
                      }
                    >
                      {other === 'owner' ? t.makeOwner(entry.name) : t.makeViewer(entry.name)}
                    </button>
                    {removing === entry.id ? (
                      <button
                        type="button"
                        className="danger small"
                        onClick={() =>
                          void act(async () => {
                            setRemoving(undefined)
                            await api.removeAdmin(entry.id)
                            return t.removed(entry.name)
                          })
                        }
                      >
                        {t.confirmRemove(entry.name)}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="secondary small"
                        onClick={() => setRemoving(entry.id)}
                      >
                        {t.remove(entry.name)}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      <form className="card" onSubmit={submitInvite} aria-labelledby={`${id}-invite`}>
        <h2 id={`${id}-invite`}>{t.invite}</h2>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t.inviteRole}</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as Admin['role'])}
          >
            <option value="viewer">{texts.roles.viewer}</option>
            <option value="owner">{texts.roles.owner}</option>
          </select>
        </div>
        <button type="submit">{t.inviteSubmit}</button>
        {invite ? (
          <div className="field invite" role="status">
            <label htmlFor={`${id}-link`}>{t.inviteLink}</label>
            <input
              id={`${id}-link`}
              readOnly
              value={invite.link}
              onFocus={(e) => e.target.select()}
            />
            <p className="hint">{t.inviteHint(invite.expiresAt)}</p>
          </div>
        ) : null}
      </form>
    </main>
  )
}
