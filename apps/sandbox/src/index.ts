export { type CreateSandboxAppParameters, createSandboxApp } from './createSandboxApp.js'
export {
  type ApproveFarcasterSignInParameters,
  approveFarcasterSignIn,
  parseConnectLink,
} from './farcaster/approveFarcasterSignIn.js'
export { type FarcasterRoutesParameters, farcasterRoutes } from './farcaster/farcasterRoutes.js'
export {
  type CreateMailboxParameters,
  createMailbox,
  type Mailbox,
  type MailMessage,
} from './mail/createMailbox.js'
export { type DecodedMail, decodeMailMessage } from './mail/decodeMailMessage.js'
export { type MailJson, type MailRoutesParameters, mailRoutes } from './mail/mailRoutes.js'
export {
  type SmtpInbox,
  type StartSmtpInboxParameters,
  startSmtpInbox,
} from './mail/startSmtpInbox.js'
export { createOidcStandIn, type OidcStandIn } from './oidc/createOidcStandIn.js'
export {
  type SandboxIdentityProviderId,
  type SandboxOidcClient,
  sandboxIdentityProviders,
} from './oidc/sandboxIdentityProviders.js'
export { type SandboxTestUser, sandboxTestUsers } from './oidc/sandboxTestUsers.js'
export {
  type StartSandboxOptions,
  type StartSandboxReturnType,
  startSandbox,
} from './startSandbox.js'
