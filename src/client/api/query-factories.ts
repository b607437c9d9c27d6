/**
 * The shapes every api file repeats: a GET load, a paged admin list, a call by id, a mutation
 * that reloads lists. Typed from the contract's endpoint types like `call` and `sender`;
 * type-only contract imports, so no zod reaches the browser.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import type { BodyOf, EndpointDef, ResponseOf } from '@contract/endpoint';
import { call, sender, type CallInput, type InputArgs } from './call';

/** What a load may add to its key and fetch: cache lifetimes. */
export interface LoadOptions {
  staleTime?: number;
  gcTime?: number;
  refetchOnMount?: boolean | 'always';
}

/** The request of a load: params and query, the signal being the load's own. */
type LoadInput<E extends EndpointDef> = Omit<CallInput<E>, 'signal' | 'keepalive'>;

function load<E extends EndpointDef>(path: E['path'], input: LoadInput<E> | undefined) {
  return ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<E>> =>
    call<E>('GET' as E['method'], path, ...([{ ...input, signal }] as InputArgs<E>));
}

/** GET `path` under `queryKey`. */
export const getQuery = <E extends EndpointDef & { method: 'GET' }>(
  queryKey: QueryKey,
  path: E['path'],
  input?: LoadInput<E>,
  options?: LoadOptions,
) => queryOptions({ queryKey, queryFn: load<E>(path, input), ...options });

/** GET one page of `path`: the previous page stays shown while the next one loads. */
export const pagedQuery = <E extends EndpointDef & { method: 'GET' }>(
  queryKey: QueryKey,
  path: E['path'],
  input: LoadInput<E>,
  options?: LoadOptions,
) =>
  queryOptions({
    queryKey,
    queryFn: load<E>(path, input),
    placeholderData: keepPreviousData,
    ...options,
  });

/** A function calling an endpoint whose only path parameter is `id`, without a body. */
export function idCaller<E extends EndpointDef>(method: E['method'], path: E['path']) {
  return ({ id }: { id: string }): Promise<ResponseOf<E>> =>
    call<E>(method, path, ...([{ params: { id } }] as InputArgs<E>));
}

/** A function sending a body to an endpoint whose only path parameter is `id`. */
export function idSender<E extends EndpointDef>(method: E['method'], path: E['path']) {
  return ({ id, body }: { id: string; body: BodyOf<E> }): Promise<ResponseOf<E>> =>
    call<E>(method, path, ...([{ params: { id }, body }] as unknown as InputArgs<E>));
}

/** A list to reload: its key, or the filters (e.g. `refetchType: 'none'`) to invalidate it with. */
export type Reload = QueryKey | (InvalidateQueryFilters & { queryKey: QueryKey });

/** Reloads the lists, all at once. */
export function useReload(lists: readonly Reload[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      lists.map((list) =>
        queryClient.invalidateQueries(
          Array.isArray(list) ? { queryKey: list as QueryKey } : (list as InvalidateQueryFilters),
        ),
      ),
    );
}

/**
 * A mutation reloading `lists` once it succeeded, or (`'settled'`) whatever its answer, e.g. a
 * 409 because someone decided first.
 */
export function useMutationReloading<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  lists: readonly Reload[],
  when: 'success' | 'settled' = 'success',
) {
  const reload = useReload(lists);
  return useMutation(
    when === 'settled' ? { mutationFn, onSettled: reload } : { mutationFn, onSuccess: reload },
  );
}

/** The method and path of an endpoint. */
export type Route<E extends EndpointDef> = readonly [method: E['method'], path: E['path']];

/**
 * The hooks creating (body) and changing ({ id, body }) one kind of item, and removing it
 * ({ id }) when it has a delete route, each reloading `lists` once it succeeded.
 */
export function itemMutations<C extends EndpointDef, U extends EndpointDef>(
  lists: readonly Reload[],
  create: Route<C>,
  update: Route<U>,
): {
  useCreate: () => ReturnType<typeof useCreate<C>>;
  useUpdate: () => ReturnType<typeof useUpdate<U>>;
};
export function itemMutations<C extends EndpointDef, U extends EndpointDef, D extends EndpointDef>(
  lists: readonly Reload[],
  create: Route<C>,
  update: Route<U>,
  remove: Route<D>,
): {
  useCreate: () => ReturnType<typeof useCreate<C>>;
  useUpdate: () => ReturnType<typeof useUpdate<U>>;
  useRemove: () => ReturnType<typeof useRemove<D>>;
};
export function itemMutations(
  lists: readonly Reload[],
  create: Route<EndpointDef>,
  update: Route<EndpointDef>,
  remove?: Route<EndpointDef>,
) {
  return {
    useCreate: () => useCreate(lists, create),
    useUpdate: () => useUpdate(lists, update),
    ...(remove ? { useRemove: () => useRemove(lists, remove) } : {}),
  };
}

const useCreate = <C extends EndpointDef>(lists: readonly Reload[], route: Route<C>) =>
  useMutationReloading(sender<C>(...route), lists);
const useUpdate = <U extends EndpointDef>(lists: readonly Reload[], route: Route<U>) =>
  useMutationReloading(idSender<U>(...route), lists);
const useRemove = <D extends EndpointDef>(lists: readonly Reload[], route: Route<D>) =>
  useMutationReloading(idCaller<D>(...route), lists);
