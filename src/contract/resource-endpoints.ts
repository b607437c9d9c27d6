import type { z } from 'zod';
import { byId } from './common.ts';
import { endpoint, type EndpointDef, type EndpointGroup } from './endpoint.ts';

/** A resource written whole from one input schema, and its French summaries. */
interface WrittenResource<I extends z.ZodType, O extends z.ZodType, N extends string> {
  input: I;
  output: O;
  /** The code answered for an unknown id. */
  notFound: N;
  create: string;
  update: string;
  /** Codes both writes may fail with, beyond their access and input checks. */
  errors?: readonly string[];
}

/**
 * The two writes of a resource an admin edits whole (announcements, packages, bundles, plans,
 * SMS templates): create it at `path` (201), and replace it at `path/{id}` with the same input
 * (200). Declared once so every such resource answers alike.
 */
export const writeEndpoints = <
  const G extends EndpointGroup,
  const P extends `/api/${string}`,
  I extends z.ZodType,
  O extends z.ZodType,
  const N extends string,
>(
  group: G,
  path: P,
  r: WrittenResource<I, O, N>,
) => ({
  create: endpoint.post(group, path, {
    summary: r.create,
    body: r.input,
    responses: { 201: r.output },
    errors: r.errors ?? [],
  }),
  // The literal path ('/api/packages/{id}') is kept: clients are checked against it.
  update: endpoint.put(group, `${path}/{id}` as `${P}/{id}` & EndpointDef['path'], {
    summary: r.update,
    ...byId(r.notFound),
    body: r.input,
    responses: { 200: r.output },
    errors: r.errors ?? [],
  }),
});
