export { DEMO_EMAIL } from '../store/commerce-seed.ts'
export { WORLD_COOKIE, WORLD_HEADER } from '../store/worlds.ts'
export { DEFAULT_ADDRESS, SAMPLE_ADDRESS } from './addresses.ts'
export {
  addressInput,
  type CallOptions,
  type CallResult,
  type ChaosRule,
  type CommonStatus,
  call,
  captcha,
  commerceSnapshot,
  type DeclaredStatus,
  type ForcedAnswer,
  type ForcedAnswers,
  get,
  type MockHarness,
  type MockHarnessOptions,
  type MockWorld,
  type OperationId,
  ORIGIN,
  register,
  setupMockHarness,
  signIn,
  variantWhere,
} from './harness.ts'
export {
  type OutboxSignInOptions,
  outboxCode,
  readOutboxCode,
  registerThroughOutbox,
  type SignedIn,
  signInThroughOutbox,
} from './outbox.ts'
export { type RawAnswer, type RawEnding, type RawRequest, rawExchange, sendAfterAnswer } from './raw-http.ts'
