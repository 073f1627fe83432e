import { CatalogueHttpError } from '@airlock/core'
import type { Translate } from '../context/AirlockContext.js'
import type { MessageId } from '../locales/en.js'

/**
 * A failed catalogue request as the person reads it: what failed, then the spec's
 * 'HTTP status code: N' (SPEC §8) when the server answered with an error status.
 *
 * @example
 * failureText(t, 'allWallets.failed', error) // 'Wallets could not be loaded. HTTP status code: 503'
 */
export function failureText(t: Translate, id: MessageId, error: Error | undefined): string {
  return error instanceof CatalogueHttpError
    ? `${t(id)} ${t('connect.httpStatus', { status: error.status })}`
    : t(id)
}
