import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { accountMachine, accountStatusOf, lockMsAfter, type AccountEvent, type AccountInput } from './account.machine';
import { actors, expectRefused } from './testing';

const admin = actors.superAdmin;
const sys = actors.system;
const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const open = (input: AccountInput) => initialTransition(accountMachine, input)[0] as AnyMachineSnapshot;
const send = (s: AnyMachineSnapshot, e: AccountEvent) => transition(accountMachine, s as never, e)[0] as AnyMachineSnapshot;
const fail = (s: AnyMachineSnapshot, ms = 0, reason: 'password' | 'otp' = 'password') => send(s, { type: 'account.signInFailed', at: at(ms), reason, actor: sys });

describe('opening an instance from the account row', () => {
  it.each([
    ['pending', {}, 'pending'],
    ['active', {}, 'active'],
    ['blocked', {}, 'blocked'],
    ['deleted', {}, 'deleted'],
    ['active', { failures: 6, lockedUntil: at(120_000) }, 'locked'],
  ] as const)('a %s row %j opens in %s', (status, extra, state) => {
    const s = open({ status, ...extra });
    expect(s.value).toBe(state);
    expect(s.context.failures).toBe('failures' in extra ? extra.failures : 0);
  });

  it('starts a new registration pending and not activated', () => {
    expect(open({ status: 'pending' }).context).toMatchObject({ activated: false, failures: 0, lockedUntil: null });
  });
});

describe('failed sign-ins and the temporary lock', () => {
  it('backs off 1, 2, 4 ... minutes from the fifth failure, at most an hour', () => {
    expect([1, 4, 5, 6, 7, 10, 11, 12, 40].map(lockMsAfter)).toEqual([0, 0, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('counts four failures in active, locks on the fifth for a minute, then doubles', () => {
    let s = open({ status: 'active' });
    for (let i = 0; i < 4; i++) s = fail(s, i);
    expect(s.value).toBe('active');
    expect(s.context).toMatchObject({ failures: 4, lockedUntil: null });
    s = fail(s, 10_000, 'otp');
    expect(s.value).toBe('locked');
    expect(s.context).toMatchObject({ failures: 5, lockedUntil: at(70_000) });
    s = fail(s, 80_000);
    expect(s.value).toBe('locked');
    expect(s.context).toMatchObject({ failures: 6, lockedUntil: at(200_000) });
  });

  it('a sign-in before the lock is over is refused; after it, it clears the count', () => {
    let s = open({ status: 'active' });
    for (let i = 0; i < 5; i++) s = fail(s);
    expectRefused(accountMachine, s, { type: 'account.signedIn', at: at(59_999), actor: sys });
    s = send(s, { type: 'account.signedIn', at: at(60_000), actor: sys });
    expect(s.value).toBe('active');
    expect(s.context).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it('a success in active resets the count', () => {
    const s = send(fail(fail(open({ status: 'active' }))), { type: 'account.signedIn', at: at(1), actor: sys });
    expect(s.context.failures).toBe(0);
  });

  it('a pending account is locked too, and returns to pending (never past activation)', () => {
    let s = open({ status: 'pending' });
    for (let i = 0; i < 5; i++) s = fail(s);
    expect(s.value).toBe('locked');
    expect(accountStatusOf(s.value, s.context.activated)).toBe('pending');
    expect(send(s, { type: 'account.signedIn', at: at(61_000), actor: sys }).value).toBe('pending');
  });

  it('an administrator resetting the counter ends a lock', () => {
    let s = open({ status: 'active' });
    for (let i = 0; i < 5; i++) s = fail(s);
    s = send(s, { type: 'account.resetFailures', value: 0, actor: admin });
    expect(s.value).toBe('active');
    expect(s.context).toMatchObject({ failures: 0, lockedUntil: null });
  });
});

describe('block, unblock, activate, delete', () => {
  it('blocks from active or locked; only unblock ends it; failures are not counted while blocked', () => {
    let s = send(open({ status: 'active' }), { type: 'account.block', actor: admin });
    expect(s.value).toBe('blocked');
    expectRefused(accountMachine, s, { type: 'account.signInFailed', at: at(0), reason: 'password', actor: sys });
    expectRefused(accountMachine, s, { type: 'account.signedIn', at: at(0), actor: sys });
    s = send(s, { type: 'account.unblock', actor: admin });
    expect(s.value).toBe('active');
    let locked = open({ status: 'active' });
    for (let i = 0; i < 5; i++) locked = fail(locked);
    expect(send(locked, { type: 'account.block', actor: admin }).value).toBe('blocked');
  });

  it('refuses to unblock an account that is not blocked, and to activate one twice', () => {
    expectRefused(accountMachine, open({ status: 'active' }), { type: 'account.unblock', actor: admin });
    expectRefused(accountMachine, open({ status: 'active' }), { type: 'account.activate', actor: sys });
    expectRefused(accountMachine, open({ status: 'pending' }), { type: 'account.unblock', actor: admin });
  });

  it('activates a pending account once; unblocking a pending account keeps it pending', () => {
    const s = send(open({ status: 'pending' }), { type: 'account.activate', actor: sys });
    expect(s.value).toBe('active');
    expect(s.context.activated).toBe(true);
    const blockedPending = send(open({ status: 'pending' }), { type: 'account.block', actor: admin });
    expect(send(blockedPending, { type: 'account.unblock', actor: admin }).value).toBe('pending');
  });

  it('deletes from every living state, and a deleted account accepts nothing', () => {
    for (const status of ['pending', 'active', 'blocked'] as const) expect(send(open({ status }), { type: 'account.delete', actor: admin }).value).toBe('deleted');
    const gone = open({ status: 'deleted' });
    expect(gone.status).toBe('done');
    expectRefused(accountMachine, gone, { type: 'account.unblock', actor: admin });
  });
});

describe('the status column', () => {
  it('maps every state; a lock keeps active or pending', () => {
    expect(['pending', 'active', 'blocked', 'deleted', 'locked', 'opening'].map((v) => accountStatusOf(v))).toEqual(['pending', 'active', 'blocked', 'deleted', 'active', 'active']);
    expect(accountStatusOf('locked', false)).toBe('pending');
  });
});
