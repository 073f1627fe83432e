import { type FormEvent, useId, useState } from 'react'
import { useConsole } from '../../context/consoleContext.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * Deleting a project: only once its id is typed again (the server checks the same).
 *
 * @example
 * <DeleteProject projectId="demo" onDeleted={() => navigate('/projects')} />
 */
export function DeleteProject({
  projectId,
  onDeleted,
}: {
  projectId: string
  onDeleted: () => void
}) {
  const { api, texts } = useConsole()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<unknown>()
  const t = texts.editor
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      await api.deleteProject(projectId, typed)
      onDeleted()
    } catch (caught) {
      setError(caught)
    }
  }
  return (
    <section className="card danger" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.danger}</h2>
      <p id={`${id}-hint`}>{t.deleteHint(projectId)}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>{t.confirmLabel}</label>
          <input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <ErrorMessage error={error} />
        <button type="submit" className="destructive" disabled={typed !== projectId}>
          {t.delete}
        </button>
      </form>
    </section>
  )
}
