import { BaseError } from './base.js'

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & {
  name: 'InvalidCaipAddressError'
}
/** A CAIP-10 account id without exactly three valid parts. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor({ value }: { value: string }) {
    super('Invalid CAIP Address', { details: `"${value}" is not namespace:reference:address.` })
  }
}

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & {
  name: 'InvalidCaipNetworkIdError'
}
/** A CAIP-2 network id without exactly two valid parts. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ value }: { value: string }) {
    super('Invalid CAIP-2 network id', { details: `"${value}" is not namespace:reference.` })
  }
}
