import { BaseError } from '@airlock/protocol'

export type MetricsForbiddenErrorType = MetricsForbiddenError & { name: 'MetricsForbiddenError' }
/** `/metrics` was asked without the operator token, or (without one set) not from loopback. */
export class MetricsForbiddenError extends BaseError {
  override name = 'MetricsForbiddenError'
  readonly status = 403
  constructor({ tokenSet }: { tokenSet: boolean }) {
    super(
      tokenSet
        ? 'Metrics need the operator token (Authorization: Bearer)'
        : 'Metrics answer only on the loopback interface, not through a proxy',
    )
  }
}
