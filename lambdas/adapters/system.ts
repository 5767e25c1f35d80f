import { monotonicFactory } from 'ulidx';
import type { Clock, IdGenerator } from '../ports/system';

export const systemClock: Clock = { now: () => new Date() };

const ulid = monotonicFactory();
export const ulidGenerator: IdGenerator = { next: () => ulid() };
