/** Time and identifiers come through ports so use cases are deterministic under test. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** Sortable by creation time (ULID). */
  next(): string;
}
