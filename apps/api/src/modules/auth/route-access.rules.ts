import type { Permission } from '@gestora/contract/permissions';

/** What a route declares: anyone, any signed-in user, or at least one of the permissions. */
export type Access = 'public' | 'login' | { anyOf: readonly Permission[] };

export const PUBLIC = { access: 'public' } as const satisfies { access: Access };
export const LOGIN = { access: 'login' } as const satisfies { access: Access };
export const needs = (...anyOf: Permission[]) => ({ access: { anyOf } as Access });

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
