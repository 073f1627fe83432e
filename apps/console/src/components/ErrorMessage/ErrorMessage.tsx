import { AdminApiError } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'

/** A refusal the console makes itself (such as a file that is not JSON): its message is shown. */
export class ConsoleInputError extends Error {
  override name = 'ConsoleInputError'
}

// Refusals whose server message says what exactly was wrong (its details name the entries).
const explained = new Set(['CatalogueImportRefusedError'])

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
          explained.has(error.code)
            ? // The server's message after its own heading ("Nothing imported: …"), then details.
              [error.message.replace(/^[^:]*:\s*/, ''), error.details].filter(Boolean).join('\n')
            : error.details,
        ]
      : error instanceof ConsoleInputError
        ? [error.message, undefined]
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
