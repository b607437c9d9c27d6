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
  refetchOnMount?: boolean | 'always' | ((query: { queryHash: string }) => boolean);
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

/** The endpoints of one kind of item: POST creates, PUT changes and DELETE (if any) removes. */
export interface ItemEndpoints {
  create: EndpointDef & { method: 'POST' };
  update: EndpointDef & { method: 'PUT' };
  remove?: EndpointDef & { method: 'DELETE' };
}

/** A group's item endpoints named otherwise (`createPlan`…), as create, update and remove. */
export type ItemEndpointsOf<G, C extends keyof G, U extends keyof G, D extends keyof G> = {
  create: G[C];
  update: G[U];
  remove: G[D];
};

/** The items' path: where POST creates one; the update (and remove) path is it plus `/{id}`. */
type ItemsPath<E extends ItemEndpoints> = E['update']['path'] extends `${infer P}/{id}`
  ? P & E['create']['path']
  : never;

const useCreate = <C extends EndpointDef>(lists: readonly Reload[], path: C['path']) =>
  useMutationReloading(sender<C>('POST' as C['method'], path), lists);
const useUpdate = <U extends EndpointDef>(lists: readonly Reload[], path: U['path']) =>
  useMutationReloading(idSender<U>('PUT' as U['method'], path), lists);
const useRemove = <D extends EndpointDef>(lists: readonly Reload[], path: D['path']) =>
  useMutationReloading(idCaller<D>('DELETE' as D['method'], path), lists);

/** The hooks of one kind of item; its type has useRemove only when there is a DELETE endpoint. */
export type ItemMutations<E extends ItemEndpoints> = {
  useCreate: () => ReturnType<typeof useCreate<E['create']>>;
  useUpdate: () => ReturnType<typeof useUpdate<E['update']>>;
} & (E['remove'] extends EndpointDef
  ? { useRemove: () => ReturnType<typeof useRemove<E['remove']>> }
  : unknown);

/**
 * The hooks creating (POST `path`, with the body), changing (PUT `path/{id}`, with { id, body })
 * and removing (DELETE `path/{id}`, with { id }) one kind of item, each reloading `lists` once it
 * succeeded. `path` is checked against the contract's paths.
 */
export function itemMutations<E extends ItemEndpoints>(
  lists: readonly Reload[],
  path: ItemsPath<E>,
): ItemMutations<E> {
  const itemPath = `${path}/{id}` as E['update']['path'];
  return {
    useCreate: () => useCreate(lists, path),
    useUpdate: () => useUpdate(lists, itemPath),
    useRemove: () => useRemove(lists, itemPath),
  } as ItemMutations<E>;
}
