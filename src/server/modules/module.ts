import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';

export interface ModuleContext {
  config: Config;
  services: Services;
}

/** A domain's HTTP side (see app.ts, which registers the module list). */
export interface AppModule {
  name: string;
  /** The domain's endpoints, declared in its contract, inside the /api scope. */
  routes?(api: FastifyInstance, context: ModuleContext): void | Promise<void>;
  /** Routes outside /api, e.g. the files lessons link to. */
  outsideApi?(app: FastifyInstance, context: ModuleContext): void | Promise<void>;
}

export const defineModule = (module: AppModule): AppModule => module;
