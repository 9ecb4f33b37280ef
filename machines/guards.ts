/**
 * Guard helpers shared by several machines. They take `event: object` so any machine's event union fits;
 * each machine registers them under its own NAMED guards so an inspector can say which rule refused an event.
 */
import type { Actor } from './types';

/** The event's actor, if it carries one (auth-flow events may not). */
export function actorOf(event: object): Actor | undefined {
  return 'actor' in event ? (event.actor as Actor | undefined) : undefined;
}

/** Return, reject, cancel and stop need a reason a person typed (spec section 8: "{user_content}"); blanks do not count. */
export function hasMessage({ event }: { event: object }): boolean {
  return 'message' in event && typeof event.message === 'string' && event.message.trim().length > 0;
}

/**
 * Only jobs and integrations speak for the system (auto-approval, tax-authority answers). Both id and role must
 * match so a person whose token happens to list a 'system' role, or lacks a referenceId, is never mistaken for it.
 */
export function isSystemActor({ event }: { event: object }): boolean {
  const actor = actorOf(event);
  return actor?.id === 'system' && actor.roles.includes('system');
}

/** The super-admin role may approve any product's invoices (spec section 6). */
export function isSuperAdmin({ event }: { event: object }): boolean {
  return actorOf(event)?.roles.includes('super-admin') ?? false;
}
