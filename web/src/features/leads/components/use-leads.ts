import type { Lead } from '@contracts/leads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listLeads } from '../api/list-leads';
import { mergePage } from '../lib/selection';

export type LeadsStatus = 'loading' | 'ready' | 'error';

/** The loaded leads (newest first), the cursor for the next page, and local updates after mutations. */
export function useLeads() {
  const [items, setItems] = useState<Lead[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadsStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++request.current;
    setStatus('loading');
    try {
      const page = await listLeads();
      if (mine !== request.current) return;
      setItems(page.items);
      setNextCursor(page.nextCursor);
      setStatus('ready');
    } catch (error) {
      if (mine !== request.current) return;
      console.error('Could not load leads', error);
      setStatus('error');
    }
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const mine = request.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await listLeads(nextCursor);
      if (mine !== request.current) return;
      setItems((current) => mergePage(current, page.items));
      setNextCursor(page.nextCursor);
    } catch (error) {
      console.error('Could not load more leads', error);
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const prepend = useCallback((lead: Lead) => {
    setItems((current) => [lead, ...current.filter((item) => item.id !== lead.id)]);
  }, []);

  const replace = useCallback((lead: Lead) => {
    setItems((current) => current.map((item) => (item.id === lead.id ? lead : item)));
  }, []);

  const remove = useCallback((ids: Iterable<string>) => {
    const gone = new Set(ids);
    setItems((current) => current.filter((item) => !gone.has(item.id)));
  }, []);

  return {
    items,
    nextCursor,
    status,
    loadingMore,
    loadMoreFailed,
    reload,
    loadMore,
    prepend,
    replace,
    remove,
  };
}
