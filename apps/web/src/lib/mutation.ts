import { errorMessages, isApiError, unwrap } from '@storefront/sdk'
import {
  hashKey,
  onlineManager,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { CaptchaError, getCaptchaToken } from './captcha'
import { LL } from './language-store'
import { toastError, toastSuccess } from './toaster'

export interface CacheChange<TData, TVariables, TCached> {
  key: QueryKey
  /** The change as the shopper expects it, shown before the server answers. Never money: totals come from the server. */
  optimistic?: (cached: TCached, variables: TVariables) => TCached
  fromAnswer?: (answer: TData) => TCached
}

/** How one write to the API behaves. See docs/decisions/0009-one-mutation-recipe.md. */
export interface MutationRecipe<TData, TVariables, TCached> {
  request: (
    variables: TVariables,
    captchaToken: string,
  ) => Promise<{ data?: TData; error?: unknown; response: Response }>
  captcha?: boolean
  /** Said instead of the human check's own messages when no token could be had. */
  captchaFailure?: () => string
  scope?: string
  cache?: CacheChange<TData, TVariables, TCached>
  invalidate?: QueryKey[]
  successToast?: boolean | ((answer: TData) => string | undefined)
  /** `fields`: a form shows field errors beside its fields, so only the message is toasted. */
  errors?: 'toast' | 'fields' | 'inline'
  failureMessage?: () => string
  onSuccess?: (answer: TData, variables: TVariables) => void
  onSettled?: () => void
}

interface Step<TVariables, TCached> {
  order: number
  before?: TCached
  variables: TVariables
}

let nextOrder = 0

export const scopeMutationKey = (shared: unknown): QueryKey => ['mutation', shared]

const serverMessage = (error: unknown) =>
  isApiError(error) && typeof (error.body as { message?: unknown } | undefined)?.message === 'string'

/** Spec §8, human check: the check did not load, or it refused. */
const captchaMessage = (error: CaptchaError) =>
  error.reason === 'load' ? LL.value.errors.captchaLoadFailed() : LL.value.errors.recaptchaFailed()

/** One sentence for a failed write beside its control: the server's message for a 4xx, else the spec's 'unexpected'. */
export function failureText(error: unknown): string {
  if (error instanceof CaptchaError) return captchaMessage(error)
  if (isApiError(error) && error.status < 500 && serverMessage(error)) return error.message
  return LL.value.errors.unexpected()
}

/** Every sentence of a refused write, as spec §8's common display lists them (message, each of `errors`, `error`); else the one of {@link failureText}. */
export function failureLines(error: unknown): string[] {
  if (isApiError(error) && error.status < 500 && serverMessage(error)) return errorMessages(error)
  return [failureText(error)]
}

/** The one failure display: captcha, offline, the caller's fallback or the server's answer (spec §8), else 'unexpected'. */
export function showFailure(
  error: unknown,
  errors: 'toast' | 'fields' | 'inline' = 'toast',
  fallback?: () => string,
  captchaFailure?: () => string,
) {
  // A 401 already said 'Session expired!' (lib/session-expiry.ts); the server's own words add nothing.
  if (errors === 'inline' || (isApiError(error) && error.status === 401)) return
  if (error instanceof CaptchaError) toastError(captchaFailure ? captchaFailure() : captchaMessage(error))
  else if (!isApiError(error) && !onlineManager.isOnline()) toastError(LL.value.errors.offline())
  else if (fallback && !serverMessage(error)) toastError(fallback())
  else if (isApiError(error)) {
    if (errors === 'fields' && error.errors) toastError(error.message)
    else for (const message of errorMessages(error, LL.value.errors.generic())) toastError(message)
  } else toastError(LL.value.errors.unexpected())
}

/** In-flight optimistic changes replayed on `base`, so an earlier answer or failure does not undo a later click. */
function replayPending<TVariables, TCached>(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  order: number,
  base: TCached,
  optimistic: (cached: TCached, variables: TVariables) => TCached,
  others = false,
): TCached {
  const later = queryClient
    .getMutationCache()
    .findAll({ mutationKey, status: 'pending' })
    .map((m) => m.state.context as Step<TVariables, TCached> | undefined)
    .filter(
      (step): step is Step<TVariables, TCached> =>
        !!step && (others ? step.order !== order : step.order > order),
    )
    .sort((a, b) => a.order - b.order)
  return later.reduce((cached, step) => optimistic(cached, step.variables), base)
}

/** Per client and cached answer, the value the server has confirmed: taken when a run of changes starts, moved on by each success. */
const confirmedValues = new WeakMap<QueryClient, Map<string, unknown>>()

function confirmedOf(queryClient: QueryClient): Map<string, unknown> {
  let values = confirmedValues.get(queryClient)
  if (!values) {
    values = new Map()
    confirmedValues.set(queryClient, values)
  }
  return values
}

async function showOptimistic<TVariables, TCached>(
  queryClient: QueryClient,
  key: QueryKey,
  optimistic: (cached: TCached, variables: TVariables) => TCached,
  variables: TVariables,
) {
  await queryClient.cancelQueries({ queryKey: key })
  if (queryClient.getQueryData(key) === undefined)
    await queryClient.refetchQueries({ queryKey: key, exact: true })
  const before = queryClient.getQueryData<TCached>(key)
  if (before !== undefined) queryClient.setQueryData(key, optimistic(before, variables))
  return before
}

function successMessage<TData>(toast: MutationRecipe<TData, never, never>['successToast'], answer: TData) {
  if (typeof toast === 'function') return toast(answer)
  return toast === false ? undefined : (answer as { message?: string } | undefined)?.message
}

/** The one way the app writes to the API, with rollback of the optimistic change and the toasts of spec §8. */
export function useApiMutation<TData, TVariables = void, TCached = unknown>(
  recipe: MutationRecipe<TData, TVariables, TCached>,
) {
  const queryClient = useQueryClient()
  const { cache, scope } = recipe
  const shared = scope ?? cache?.key
  const mutationKey = scopeMutationKey(shared ?? 'own')
  const pendingInScope = () => (shared ? queryClient.isMutating({ mutationKey }) : 1)

  const confirmed = confirmedOf(queryClient)
  const cacheHash = cache ? hashKey(cache.key) : ''

  return useMutation<TData, unknown, TVariables, Step<TVariables, TCached>>({
    mutationKey,
    scope: scope ? { id: scope } : undefined,
    // An optimistic change never waits, unconfirmed, for the network to come back: offline it fails at once and rolls back.
    networkMode: cache?.optimistic ? 'always' : undefined,
    mutationFn: async (variables) => {
      const token = recipe.captcha ? await getCaptchaToken() : ''
      return unwrap(await recipe.request(variables, token)) as TData
    },
    onMutate: async (variables) => {
      const step: Step<TVariables, TCached> = { order: nextOrder++, variables }
      if (!cache?.optimistic) return step
      // Read before waiting: a second click may start while this one waits.
      if (pendingInScope() <= 1) confirmed.set(cacheHash, queryClient.getQueryData(cache.key))
      step.before = await showOptimistic(queryClient, cache.key, cache.optimistic, variables)
      if (confirmed.get(cacheHash) === undefined) confirmed.set(cacheHash, step.before)
      return step
    },
    onSuccess: (answer, variables, step) => {
      if (cache?.fromAnswer) {
        const fresh = cache.fromAnswer(answer)
        confirmed.set(cacheHash, fresh)
        queryClient.setQueryData(
          cache.key,
          cache.optimistic && step
            ? replayPending(queryClient, mutationKey, step.order, fresh, cache.optimistic)
            : fresh,
        )
      } else if (cache?.optimistic && step) {
        const base = confirmed.get(cacheHash) as TCached | undefined
        if (base !== undefined) confirmed.set(cacheHash, cache.optimistic(base, variables))
      }
      const message = successMessage(recipe.successToast, answer)
      if (message) toastSuccess(message)
      recipe.onSuccess?.(answer, variables)
    },
    onError: (error, _variables, step) => {
      const base = (confirmed.get(cacheHash) as TCached | undefined) ?? step?.before
      if (cache?.optimistic && step && base !== undefined) {
        queryClient.setQueryData(
          cache.key,
          replayPending(queryClient, mutationKey, step.order, base, cache.optimistic, true),
        )
      }
      showFailure(error, recipe.errors, recipe.failureMessage, recipe.captchaFailure)
    },
    onSettled: (_answer, error) => {
      recipe.onSettled?.()
      // This mutation still counts as pending here: 1 means it was the last of its scope.
      if (pendingInScope() > 1) return
      // After a failure the rolled-back value may predate an earlier answer: ask the server.
      const refresh = cache && (error || !cache.fromAnswer)
      const keys = [...(recipe.invalidate ?? []), ...(refresh ? [cache.key] : [])]
      const refreshed = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      // A failed write is over at once: the reads it refreshes may be failing and retrying too.
      if (error) return
      return refreshed
    },
  })
}
