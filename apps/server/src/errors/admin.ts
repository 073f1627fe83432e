import { BaseError } from '@airlock/protocol'

export type OperatorTokenRequiredErrorType = OperatorTokenRequiredError & {
  name: 'OperatorTokenRequiredError'
}
/** An admin route without the operator token (or with a wrong one); nothing ran. */
export class OperatorTokenRequiredError extends BaseError {
  override name = 'OperatorTokenRequiredError'
  readonly status = 401
  constructor() {
    super('The admin API needs the operator token', {
      details:
        'Send Authorization: Bearer <token>, with the token the running server wrote to KEYS_DIR/operator-token.json.',
    })
  }
}
