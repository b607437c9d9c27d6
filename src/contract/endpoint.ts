/**
 * The shape every endpoint is declared in, once, in its domain's contract file: the server
 * registers it (src/server/http/route.ts), the OpenAPI document describes it, and the client
 * calls it through type-only imports (src/client/api/). Types only at run time: no zod here.
 */
import type { z } from 'zod';
import type { Role } from './roles.ts';

/** Who may call an endpoint: anyone, any signed-in user, or signed-in users of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/**
 * The statuses a failure may carry (docs/architecture.md « Erreurs »; 410 and 411 for uploads, see
 * docs/decisions/0004-error-statuses.md).
 */
export const errorStatuses = [
  400, 401, 402, 403, 404, 405, 408, 409, 410, 411, 413, 415, 429, 500,
] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

export interface ErrorDef {
  readonly status: ErrorStatus;
  /** French, for a person. */
  readonly message: string;
}

/** A domain's error codes, each with its status and French message. */
export const defineErrors = <const T extends Record<string, ErrorDef>>(errors: T): T => errors;

/** A success answer: a JSON schema, or null when the answer has no body (204) or is not JSON. */
export type ResponseSchema = z.ZodType | null;

export interface EndpointDef {
  readonly method: HttpMethod;
  /** OpenAPI style: `/api/courses/{id}`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** One French line for the API documentation. */
  readonly summary: string;
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Success answers by status; the first is the default status. */
  readonly responses: Readonly<Record<number, ResponseSchema>>;
  /** Answers that are not JSON, by status, described in words (the tus upload protocol's). */
  readonly otherResponses?: Readonly<Record<number, string>>;
  /** Codes this endpoint may fail with, beyond those its access and input checks add. */
  readonly errors?: readonly string[];
  /** Code answered to a signed-in caller whose role is not listed in `access`. */
  readonly forbidden?: string;
  /** Code answered when a path id is malformed (it cannot exist). */
  readonly notFound?: string;
  /** The body is a file stream, not JSON (uploads): no parser reads it. */
  readonly rawBody?: boolean;
}

/** What a group of endpoints shares: the tag, and often the access rule. */
export type EndpointGroup = Pick<EndpointDef, 'tag'> & Partial<EndpointDef>;

/** What an endpoint declares itself; its group gives the tag and may give the access. */
type GroupMember = Omit<EndpointDef, 'method' | 'path' | 'tag' | 'access'> & { access?: Access };

/** Declares a group, keeping its literal access rule. */
export const endpointGroup = <const G extends EndpointGroup>(group: G): G => group;

/** The three usual groups of a tag: open to anyone, to any signed-in user, and to admins. */
export const endpointGroups = <const T extends string>(tag: T) => ({
  publicApi: endpointGroup({ tag, access: 'public' }),
  signedInApi: endpointGroup({ tag, access: 'signed-in' }),
  adminApi: endpointGroup({ tag, access: ['admin'] }),
});

const declare =
  <const M extends HttpMethod>(method: M) =>
  <const G extends EndpointGroup, const P extends EndpointDef['path'], const E extends GroupMember>(
    group: G,
    path: P,
    e: E,
  ) =>
    ({
      ...group,
      ...e,
      // A member adds its own error codes to its group's.
      errors: [...(group.errors ?? []), ...(e.errors ?? [])],
      method,
      path,
    }) as Omit<G, keyof E | 'errors'> &
      Omit<E, 'errors'> & {
        readonly errors: readonly string[];
        readonly method: M;
        readonly path: P;
      };

/**
 * Declares an endpoint of a group, keeping its literal method and path for type-checked client
 * calls: `endpoint.get(publicApi, '/api/courses/{id}', { summary, params, responses })`.
 * Pure data: the client bundle drops the declarations it only imports as types (vite.config.ts).
 */
export const endpoint = {
  get: declare('GET'),
  post: declare('POST'),
  put: declare('PUT'),
  patch: declare('PATCH'),
  delete: declare('DELETE'),
  head: declare('HEAD'),
};

type Schema<S, IO extends 'input' | 'output', Empty> = S extends z.ZodType
  ? IO extends 'input'
    ? z.input<S>
    : z.output<S>
  : Empty;
type Answers<E extends EndpointDef, IO extends 'input' | 'output', Empty> = {
  [S in keyof E['responses']]: Schema<E['responses'][S], IO, Empty>;
}[keyof E['responses']];

/** What a client sends (wire types: dates as ISO strings). */
export type ParamsOf<E extends EndpointDef> = Schema<E['params'], 'input', undefined>;
export type QueryOf<E extends EndpointDef> = Schema<E['query'], 'input', undefined>;
export type BodyOf<E extends EndpointDef> = Schema<E['body'], 'input', undefined>;
/** What a client receives on success (wire types). */
export type ResponseOf<E extends EndpointDef> = Answers<E, 'input', undefined>;

/** What a server handler reads and returns (decoded: dates as Date). */
export type ServerParams<E extends EndpointDef> = Schema<E['params'], 'output', undefined>;
export type ServerQuery<E extends EndpointDef> = Schema<E['query'], 'output', undefined>;
export type ServerBody<E extends EndpointDef> = Schema<E['body'], 'output', undefined>;
export type ServerResponse<E extends EndpointDef> = Answers<E, 'output', void>;
