import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

/** A transaction error as the RPC serializes it: a variant name, or `{ Variant: fields }`. */
export type SolanaTransactionErrorJson = string | Record<string, unknown>

// Variant names in the order of LiteSVM's (and Agave's) enums: LiteSVM hands out their indices.
const transactionErrors =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const instructionErrors =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

// Agave's Display texts for the errors a user of the devnet meets most.
const transactionMessages: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
}
const instructionMessages: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  IllegalOwner: 'Provided owner is not allowed',
}

export type DescribeTransactionErrorReturnType = {
  json: SolanaTransactionErrorJson
  /** Agave's text for it, as in "Transaction simulation failed: <message>". */
  message: string
}

/**
 * Turns LiteSVM's transaction error into the JSON a validator's RPC answers (`"BlockhashNotFound"`,
 * `{ InstructionError: [0, { Custom: 1 }] }`, …) and the validator's human text for it.
 *
 * @param error - `FailedTransactionMetadata.err()`.
 * @returns JSON form and message.
 *
 * @example
 * import { describeTransactionError } from './describeTransactionError.js'
 * describeTransactionError(failed.err()).json // { InstructionError: [0, { Custom: 1 }] }
 */
export function describeTransactionError(error: unknown): DescribeTransactionErrorReturnType {
  if (typeof error === 'number') {
    const name = transactionErrors[error] ?? 'SanitizeFailure'
    return { json: name, message: transactionMessages[name] ?? name }
  }
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err()
    let json: unknown
    let text: string
    if (inner instanceof InstructionErrorCustom) {
      json = { Custom: inner.code }
      text = `custom program error: 0x${inner.code.toString(16)}`
    } else if (inner instanceof InstructionErrorBorshIo) {
      json = { BorshIoError: inner.msg }
      text = `Failed to serialize or deserialize account data: ${inner.msg}`
    } else {
      const name = instructionErrors[inner as number] ?? 'GenericError'
      json = name
      text = instructionMessages[name] ?? name
    }
    return {
      json: { InstructionError: [error.index, json] },
      message: `Error processing Instruction ${error.index}: ${text}`,
    }
  }
  if (error instanceof TransactionErrorDuplicateInstruction)
    return {
      json: { DuplicateInstruction: error.index },
      message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  if (error instanceof TransactionErrorInsufficientFundsForRent)
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      message: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    }
  return { json: 'SanitizeFailure', message: String(error) }
}
