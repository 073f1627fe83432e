import { BaseError, isMessageCode, type MessageParams } from '@airlock/protocol'

export type LoginFailedErrorType = LoginFailedError & { name: 'LoginFailedError' }
/**
 * A social or Farcaster login the server ended as `FAILED`: its English message, and the code and
 * parameters the frame hands to the modal, which shows the code's text in the person's language.
 */
export class LoginFailedError extends BaseError {
  override name = 'LoginFailedError'
  constructor(error: {
    message: string
    code?: string | undefined
    params?: MessageParams | undefined
  }) {
    super(error.message, {
      messageCode: error.code !== undefined && isMessageCode(error.code) ? error.code : undefined,
      messageParams: error.params,
    })
  }
}
