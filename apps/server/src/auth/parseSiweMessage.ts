import { authLimits } from '@airlock/protocol'
import { type Address, isAddress } from 'viem'
import { InvalidSiweMessageError } from '../errors/auth.js'

/**
 * An EIP-4361 message, or its CAIP-122 form for Solana (Sign In With Solana), parsed. Times are
 * `Date`s; optional fields are absent when not given.
 */
export type SiweMessage = {
  /** `eip155` for "…your Ethereum account", `solana` for "…your Solana account". */
  namespace: 'eip155' | 'solana'
  /** The URI scheme before the domain (`http` in `http://localhost:5173 wants you…`), if any. */
  scheme?: string
  /** RFC 3986 authority: host and optional port, such as `app.example.org` or `localhost:5173`. */
  domain: string
  /** EIP-55 on EVM; base58 (32 bytes) on Solana. */
  address: Address | string
  statement?: string
  uri: string
  version: '1'
  /** The EVM chain id, or on Solana the cluster's CAIP-2 reference (its genesis hash prefix). */
  chainId: number | string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

/** Bounds on the parts of a message, beyond `authLimits.maxMessageBytes` for the whole. */
const limits = {
  domain: 261,
  statement: 1024,
  uri: 2048,
  nonce: 128,
  requestId: 256,
  resources: 32,
}

const preamble = ' wants you to sign in with your Ethereum account:'
// The model product's client (SIWX) writes "blockchain" for "Ethereum"; that one variant is read
// as the same preamble, nothing else.
const siwxPreamble = ' wants you to sign in with your blockchain account:'
// CAIP-122 for Solana (Sign In With Solana): the same lines, a base58 address and the cluster's
// CAIP-2 reference as its Chain ID.
const solanaPreamble = ' wants you to sign in with your Solana account:'
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const solanaChainIdPattern = /^[1-9A-HJ-NP-Za-km-z]{1,32}$/
const label = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)'
// A DNS name or IPv4 address, or a bracketed IPv6 literal, and an optional port. RFC 3986 would
// also allow user info and percent-encoded names; neither names an origin a browser sends.
const domainPattern = new RegExp(
  `^(?:${label}(?:\\.${label})*|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`,
)
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/
// RFC 3986 `reserved / unreserved / " "`: the ABNF's statement, which cannot hold a line break.
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
// An absolute RFC 3986 URI: a scheme, then only URI characters (percent escapes well-formed).
const uriPattern =
  /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/
const chainIdPattern = /^[1-9][0-9]{0,15}$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
// RFC 3986 `*pchar`.
const requestIdPattern = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/
// RFC 3339 `date-time`.
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

/**
 * Parses an EIP-4361 (Sign-In with Ethereum) message strictly, by the ABNF of the EIP: every line
 * in its place, `\n` line breaks only, no trailing line, every required field present and well
 * formed. Unlike viem's `parseSiweMessage`, which returns what it recognises, anything else is
 * refused: a timestamp that is not an RFC 3339 date-time (`Invalid Date`, `never`), a statement
 * with a line break or characters outside the grammar, a mis-checksummed address, a nonce shorter
 * than 8 alphanumerics, an unknown field, or a message over `authLimits.maxMessageBytes`.
 *
 * It checks form only; `checkSiweMessage` checks the values against the project and the clock.
 *
 * @param message - The message as signed.
 * @returns Its fields.
 * @throws {InvalidSiweMessageError} 400, naming the field at fault and why.
 *
 * @example
 * import { parseSiweMessage } from './auth/parseSiweMessage.js'
 * const { domain, address, chainId, nonce } = parseSiweMessage(message)
 */
export function parseSiweMessage(message: string): SiweMessage {
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes > authLimits.maxMessageBytes)
    throw new InvalidSiweMessageError({
      reason: `is ${bytes} bytes long, more than ${authLimits.maxMessageBytes}`,
    })
  if (message.includes('\r'))
    throw new InvalidSiweMessageError({ reason: 'has a carriage return: lines end with \\n only' })

  const lines = message.split('\n')
  let index = 0
  const next = () => lines[index++]

  const header = next() ?? ''
  const headerPreamble = [preamble, siwxPreamble, solanaPreamble].find((ending) =>
    header.endsWith(ending),
  )
  const namespace = headerPreamble === solanaPreamble ? 'solana' : 'eip155'
  if (!headerPreamble)
    throw new InvalidSiweMessageError({
      reason: `must start with "<domain>${preamble}"`,
      value: header,
    })
  const origin = header.slice(0, -headerPreamble.length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  if (scheme !== undefined && !schemePattern.test(scheme))
    throw new InvalidSiweMessageError({
      field: 'scheme',
      reason: 'is not a URI scheme',
      value: scheme,
    })
  const port = domainPattern.exec(domain)?.[1]
  if (domain.length > limits.domain || !domainPattern.test(domain) || Number(port ?? 0) > 65535)
    throw new InvalidSiweMessageError({
      field: 'domain',
      reason: 'is not a host name with an optional port',
      value: domain,
    })

  const address = next() ?? ''
  if (namespace === 'solana') {
    if (!solanaAddressPattern.test(address))
      throw new InvalidSiweMessageError({
        field: 'address',
        reason: 'must be a base58 Solana address on the second line',
        value: address,
      })
  } else if (!addressPattern.test(address))
    throw new InvalidSiweMessageError({
      field: 'address',
      reason: 'must be 0x and 40 hexadecimal digits on the second line',
      value: address,
    })
  // EIP-4361: the address MUST be in its EIP-55 mixed-case checksum form. All lower or all upper
  // case carries no checksum, so a typo in it would sign in as another account.
  else if (
    address.slice(2) === address.slice(2).toLowerCase() ||
    address.slice(2) === address.slice(2).toUpperCase()
  )
    throw new InvalidSiweMessageError({
      field: 'address',
      reason: 'must be EIP-55 checksummed (mixed case), as EIP-4361 requires',
      value: address,
    })
  else if (!isAddress(address, { strict: true }))
    throw new InvalidSiweMessageError({
      field: 'address',
      reason: 'has a wrong EIP-55 checksum',
      value: address,
    })

  if (next() !== '')
    throw new InvalidSiweMessageError({ reason: 'needs an empty line after the address' })
  let statement: string | undefined
  const afterAddress = next()
  if (afterAddress === undefined)
    throw new InvalidSiweMessageError({ field: 'URI', reason: 'is missing or out of place' })
  if (afterAddress.startsWith('URI: '))
    throw new InvalidSiweMessageError({
      reason: 'needs two empty lines between the address and "URI:" when it has no statement',
    })
  if (afterAddress !== '') {
    statement = afterAddress
    if (statement.length > limits.statement)
      throw new InvalidSiweMessageError({
        field: 'statement',
        reason: `is longer than ${limits.statement} characters`,
      })
    if (!statementPattern.test(statement))
      throw new InvalidSiweMessageError({
        field: 'statement',
        reason: 'may hold only printable URI characters and spaces',
        value: statement,
      })
    if (next() !== '')
      throw new InvalidSiweMessageError({
        field: 'statement',
        reason: 'must be a single line followed by an empty line',
      })
  }

  const field = (name: string, pattern: RegExp, reason: string, max = Number.POSITIVE_INFINITY) => {
    const line = next()
    const prefix = `${name}: `
    if (line === undefined || !line.startsWith(prefix))
      throw new InvalidSiweMessageError({
        field: name,
        reason: 'is missing or out of place',
        ...(line === undefined ? {} : { value: line }),
      })
    const value = line.slice(prefix.length)
    if (value.length > max)
      throw new InvalidSiweMessageError({ field: name, reason: `is longer than ${max} characters` })
    if (!pattern.test(value)) throw new InvalidSiweMessageError({ field: name, reason, value })
    return value
  }
  const optionalField = (name: string) => lines[index]?.startsWith(`${name}: `)

  const uri = field('URI', uriPattern, 'is not an absolute RFC 3986 URI', limits.uri)
  field('Version', /^1$/, 'must be 1')
  const chainId =
    namespace === 'solana'
      ? field('Chain ID', solanaChainIdPattern, 'is not a Solana cluster reference (base58)')
      : Number(field('Chain ID', chainIdPattern, 'is not a positive integer'))
  if (typeof chainId === 'number' && !Number.isSafeInteger(chainId))
    throw new InvalidSiweMessageError({ field: 'Chain ID', reason: 'is too large' })
  const nonce = field('Nonce', noncePattern, 'must be at least 8 letters or digits', limits.nonce)
  const issuedAt = parseDateTime('Issued At', field('Issued At', /^/, ''))
  const parsed: SiweMessage = {
    namespace,
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
  }
  if (optionalField('Expiration Time'))
    parsed.expirationTime = parseDateTime('Expiration Time', field('Expiration Time', /^/, ''))
  if (optionalField('Not Before'))
    parsed.notBefore = parseDateTime('Not Before', field('Not Before', /^/, ''))
  if (optionalField('Request ID'))
    parsed.requestId = field(
      'Request ID',
      requestIdPattern,
      'may hold only URI path characters',
      limits.requestId,
    )
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (index < lines.length) {
      const line = lines[index++] ?? ''
      if (!line.startsWith('- '))
        throw new InvalidSiweMessageError({
          field: 'Resources',
          reason: 'must list one "- <URI>" per line',
          value: line,
        })
      const resource = line.slice(2)
      if (resource.length > limits.uri || !uriPattern.test(resource))
        throw new InvalidSiweMessageError({
          field: 'Resources',
          reason: 'holds something that is not an absolute RFC 3986 URI',
          value: resource,
        })
      resources.push(resource)
    }
    if (resources.length > limits.resources)
      throw new InvalidSiweMessageError({
        field: 'Resources',
        reason: `lists more than ${limits.resources} URIs`,
      })
    parsed.resources = resources
  }
  if (index < lines.length)
    throw new InvalidSiweMessageError({
      reason:
        lines[index] === ''
          ? 'has an empty line at the end'
          : 'has an unknown or out-of-order line',
      value: lines[index] ?? '',
    })
  return parsed
}

/**
 * An RFC 3339 `date-time` as a `Date`, checked field by field (no 30 February, no hour 24, no
 * leap second) and computed without `Date.parse`, whose leniency differs between engines.
 */
function parseDateTime(field: string, value: string): Date {
  const fail = () =>
    new InvalidSiweMessageError({ field, reason: 'is not an RFC 3339 date-time', value })
  const match = dateTimePattern.exec(value)
  if (!match) throw fail()
  const [
    ,
    year,
    month,
    day,
    hour,
    minute,
    second,
    fraction = '',
    zulu,
    sign,
    offsetHour,
    offsetMinute,
  ] = match
  const y = Number(year)
  const mo = Number(month)
  const d = Number(day)
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1] ?? 0
  if (d < 1 || d > daysInMonth) throw fail()
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw fail()
  let offsetMinutes = 0
  if (!zulu) {
    if (Number(offsetHour) > 23 || Number(offsetMinute) > 59) throw fail()
    offsetMinutes = (Number(offsetHour) * 60 + Number(offsetMinute)) * (sign === '-' ? -1 : 1)
  }
  const date = new Date(0)
  // setUTCFullYear keeps years 0–99 as they are (Date.UTC would add 1900).
  date.setUTCFullYear(y, mo - 1, d)
  date.setUTCHours(
    Number(hour),
    Number(minute) - offsetMinutes,
    Number(second),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  )
  if (Number.isNaN(date.getTime())) throw fail()
  return date
}
