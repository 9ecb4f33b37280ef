/**
 * Types shared by every machine. Machines are pure (architecture.md, "How a state change travels"):
 * whoever acts and when arrives on the event, never from the environment.
 */

/** Who sends a business event. `referenceId` is the token claim the spec (section 3) uses to tie people to products. */
export type Actor = {
  id: string;
  name: string;
  roles: string[];
  referenceId: string;
  via?: 'screen' | 'api' | 'system' | 'inspector';
};

/**
 * The spec gives '99999' as the referenceId of a token that carries none (section 3, "Session token claims"), so
 * the system shares it with every such user: guards must never treat that value as proof of identity.
 */
export const DEFAULT_REFERENCE_ID = '99999';

/** Jobs, the outbox worker and integrations act as this actor (auto-approval, tax-authority answers, recurring runs). */
export const SYSTEM_ACTOR: Actor = {
  id: 'system',
  name: 'System',
  roles: ['system'],
  referenceId: DEFAULT_REFERENCE_ID,
  via: 'system',
};

/** Every state carries a description shown by the inspector. */
export type StateMeta = { description: string };

/** Every business event carries its actor. */
export type WithActor = { actor: Actor };
