import { type FormEvent, useId, useState } from 'react'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'
import { OriginsField, splitOrigins } from '../OriginsField/OriginsField.js'

/**
 * The form that creates a project: id, name and allowed origins. The project answers its config
 * at once (no restart); the server checks every field and names the one it refuses.
 *
 * @example
 * <CreateProjectView onCreated={(id) => navigate(id)} />
 */
export function CreateProjectView({ onCreated }: { onCreated: (id: string) => void }) {
  const { api, texts } = useConsole()
  const heading = useHeadingFocus()
  const id = useId()
  const [origins, setOrigins] = useState('')
  const [error, setError] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const t = texts.create
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(undefined)
    try {
      const project = await api.createProject({
        id: String(form.get('id')).trim(),
        name: String(form.get('name')),
        allowedOrigins: splitOrigins(origins),
      })
      onCreated(project.id)
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }
  return (
    <main className="card">
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-id`}>{t.id}</label>
          <input
            id={`${id}-id`}
            name="id"
            required
            maxLength={64}
            pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,63}"
            spellCheck={false}
            aria-describedby={`${id}-id-hint`}
          />
          <p className="hint" id={`${id}-id-hint`}>
            {t.idHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} name="name" required maxLength={100} />
        </div>
        <OriginsField
          label={t.origins}
          hint={t.originsHint}
          value={origins}
          onChange={setOrigins}
        />
        <ErrorMessage error={error} />
        <div className="actions">
          <button type="submit" disabled={busy}>
            {t.submit}
          </button>
          <a className="button secondary" href="#/projects">
            {t.cancel}
          </a>
        </div>
      </form>
    </main>
  )
}
