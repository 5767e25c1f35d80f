import { describe, expect, it } from 'vitest';
import {
  cooldownSecondsLeft,
  formatCountdown,
  RESEND_COOLDOWN_SECONDS,
} from '../../../web/src/features/auth/lib/resend-cooldown';

describe('resend cooldown', () => {
  const sentAt = 1_700_000_000_000;

  it('is 60 seconds by default', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(cooldownSecondsLeft(sentAt, sentAt)).toBe(60);
  });

  it('allows a send when nothing was sent yet', () => {
    expect(cooldownSecondsLeft(null, sentAt)).toBe(0);
  });

  it('counts down in whole seconds, rounding up', () => {
    expect(cooldownSecondsLeft(sentAt, sentAt + 1)).toBe(60);
    expect(cooldownSecondsLeft(sentAt, sentAt + 1000)).toBe(59);
    expect(cooldownSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('reaches zero after the cooldown', () => {
    expect(cooldownSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(cooldownSecondsLeft(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('never locks longer than one cooldown if the clock went backwards', () => {
    expect(cooldownSecondsLeft(sentAt, sentAt - 3_600_000)).toBe(60);
  });

  it('honours a custom cooldown', () => {
    expect(cooldownSecondsLeft(sentAt, sentAt + 5000, 10)).toBe(5);
  });

  it('formats as m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
