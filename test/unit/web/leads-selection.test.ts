import { describe, expect, it } from 'vitest';
import {
  mergePage,
  selectionState,
  toggleAll,
  toggleOne,
  withoutIds,
} from '../../../web/src/features/leads/lib/selection';

describe('lead selection', () => {
  const ids = ['a', 'b', 'c'];

  it('reports none, some and all', () => {
    expect(selectionState(new Set(), ids)).toBe('none');
    expect(selectionState(new Set(['a']), ids)).toBe('some');
    expect(selectionState(new Set(ids), ids)).toBe('all');
    expect(selectionState(new Set(['a']), [])).toBe('none');
  });

  it('ignores selected ids that are no longer loaded', () => {
    expect(selectionState(new Set(['x']), ids)).toBe('none');
    expect(selectionState(new Set(['a', 'b', 'c', 'x']), ids)).toBe('all');
  });

  it('select-all selects every loaded lead, and clears when all are selected', () => {
    expect([...toggleAll(new Set(['a']), ids)]).toEqual(ids);
    expect(toggleAll(new Set(ids), ids).size).toBe(0);
  });

  it('toggles one lead', () => {
    const once = toggleOne(new Set(), 'b');
    expect([...once]).toEqual(['b']);
    expect(toggleOne(once, 'b').size).toBe(0);
  });

  it('drops deleted ids', () => {
    expect([...withoutIds(new Set(ids), ['a', 'c'])]).toEqual(['b']);
  });

  it('appends a page without duplicates', () => {
    const merged = mergePage([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }]);
    expect(merged.map((lead) => lead.id)).toEqual(['a', 'b', 'c']);
  });
});
