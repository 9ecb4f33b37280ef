import { initialTransition } from 'xstate';
import { SESSION_EXPIRY_MARGIN_MS, SESSION_POLL_MS, isSessionExpiring, sessionMachine, type SessionEvent } from './session.machine';
import { at, expectRefused, step } from './testing';

const now = Date.UTC(2024, 4, 1, 10, 0, 0);
const check = (expiresAt: number | null): SessionEvent => ({ type: 'session.check', now, expiresAt });
const valid = { tokenInvalid: false };
const logout: SessionEvent = { type: 'session.logout' };

test('constants are the spec values', () => {
  expect(SESSION_EXPIRY_MARGIN_MS).toBe(30 * 60 * 1000);
  expect(SESSION_POLL_MS).toBe(15_000);
});

test('starts checking with a valid token', () => {
  const [snapshot, actions] = initialTransition(sessionMachine);
  expect(snapshot.value).toBe('checking');
  expect(snapshot.context).toEqual(valid);
  expect(actions).toEqual([]);
});

test.each([
  [null, true],
  [now, true],
  [now - 1, true],
  [now + SESSION_EXPIRY_MARGIN_MS, true],
  [now + SESSION_EXPIRY_MARGIN_MS + 1, false],
  [now + 8 * 3_600_000, false],
])('expiresAt %s counts as expiring: %s', (expiresAt, expiring) => {
  expect(isSessionExpiring(now, expiresAt)).toBe(expiring);
});

describe.each(['checking', 'active'])('from %s', (from) => {
  test.each([
    ['a far expiry', check(now + SESSION_EXPIRY_MARGIN_MS + 1), 'active', valid],
    ['no expiry', check(null), 'expired', valid],
    ['an expiry within the margin', check(now + SESSION_EXPIRY_MARGIN_MS), 'expired', valid],
    ['a 401 on the notification fetch', { type: 'session.fetchFailed', status: 401 }, 'expired', valid],
    ['a 403 on the notification fetch', { type: 'session.fetchFailed', status: 403 }, 'expired', valid],
    ['an Unauthorized response', { type: 'session.response', text: 'Unauthorized' }, 'unauthorized', { tokenInvalid: true }],
    ['logout', logout, 'loggedOut', valid],
  ] as const)('%s', (_name, event, to, context) => {
    const { next, effects } = step(sessionMachine, at(sessionMachine, from, valid), event as SessionEvent);
    expect(next.value).toBe(to);
    expect(next.context).toEqual(context);
    expect(effects).toEqual([]);
  });

  test.each([
    ['a 500 on the notification fetch', { type: 'session.fetchFailed', status: 500 }, 'isAuthFailure'],
    ['a 404 on the notification fetch', { type: 'session.fetchFailed', status: 404 }, 'isAuthFailure'],
    ['a response that merely contains Unauthorized', { type: 'session.response', text: 'Unauthorized access' }, 'isUnauthorizedText'],
    ['a lower-case unauthorized', { type: 'session.response', text: 'unauthorized' }, 'isUnauthorizedText'],
  ] as const)('ignores %s', (_name, event, guard) => {
    expect(expectRefused(sessionMachine, at(sessionMachine, from, valid), event as SessionEvent)).toMatchObject({ kind: 'blockedByGuards', guards: [guard] });
  });
});

describe.each(['expired', 'unauthorized'])('%s is terminal except logout', (from) => {
  test('logout', () => {
    expect(step(sessionMachine, at(sessionMachine, from, valid), logout).next.value).toBe('loggedOut');
  });
  test.each([
    check(now + 8 * 3_600_000), check(null), { type: 'session.fetchFailed', status: 401 }, { type: 'session.response', text: 'Unauthorized' },
  ] as SessionEvent[])('does not take %o', (event) => {
    expect(expectRefused(sessionMachine, at(sessionMachine, from, valid), event).kind).toBe('notAccepted');
  });
});

test.each([check(null), { type: 'session.fetchFailed', status: 401 }, { type: 'session.response', text: 'Unauthorized' }, logout] as SessionEvent[])(
  'loggedOut is final and does not take %o',
  (event) => {
    const snapshot = at(sessionMachine, 'loggedOut', valid);
    expect(snapshot.status).toBe('done');
    expect(expectRefused(sessionMachine, snapshot, event).kind).toBe('notAccepted');
  },
);
