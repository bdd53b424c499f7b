import { describe, expect, it } from 'vitest';
import { joinWindow } from './join-window';

const session = { starts_at: '2026-03-02T12:30:00.000Z', ends_at: '2026-03-02T13:20:00.000Z' };

describe('join window (SPEC §4)', () => {
  it('is closed until 10 minutes before the start and says when it opens', () => {
    expect(joinWindow(session, new Date('2026-03-02T12:19:59.999Z'))).toEqual({
      state: 'before',
      opensAt: new Date('2026-03-02T12:20:00.000Z'),
    });
  });

  it('is open from 10 minutes before the start until the end', () => {
    expect(joinWindow(session, new Date('2026-03-02T12:20:00.000Z')).state).toBe('open');
    expect(joinWindow(session, new Date('2026-03-02T13:19:59.999Z')).state).toBe('open');
  });

  it('is over at the end', () => {
    expect(joinWindow(session, new Date('2026-03-02T13:20:00.000Z')).state).toBe('ended');
  });
});
