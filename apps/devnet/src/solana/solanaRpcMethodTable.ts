/** JSON-RPC handlers by method name; each takes the params array and returns the result. */
export type SolanaRpcMethods = Record<string, (params: unknown[]) => unknown>
