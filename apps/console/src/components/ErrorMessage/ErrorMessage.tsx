import { AdminApiError } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'

/**
 * An error as the operator reads it: for a refused call, the catalogue's text of its error name
 * (the server's message for one it has none of) and the server's details; a plain sentence for a
 * server out of reach. Announced at once (`role="alert"`).
 *
 * @example
 * <ErrorMessage error={error} />
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { texts } = useConsole()
  if (error === undefined || error === null) return null
  const [message, details] =
    error instanceof AdminApiError
      ? [
          texts.errors.byName[error.code as keyof typeof texts.errors.byName] ?? error.message,
          error.details,
        ]
      : error instanceof TypeError
        ? [texts.errors.network, undefined]
        : [texts.errors.generic, undefined]
  return (
    <div className="message error" role="alert">
      <strong>{message}</strong>
      {details ? <p>{details}</p> : null}
    </div>
  )
}
