/**
 * `@airlock/core`: the framework-free client. `createAirlock(config)` makes a client (a store and
 * its actions); every action takes the client as its first argument.
 *
 * @module core
 */
export * from '@airlock/core'
