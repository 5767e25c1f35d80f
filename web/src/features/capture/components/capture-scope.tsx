import type { CreateLeadResponse, Lead } from '@contracts/leads';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  enqueueReview,
  reviewTargetFromCapture,
  type ConfirmValues,
  type ReviewTarget,
} from '../lib/confirm';
import { ConfirmStep } from './confirm-step';
import { ReviewLeadButton } from './review-lead-button';
import { ScanCard } from './scan-card';
import { VoiceCard } from './voice-card';

/** What the leads list lets capture tools do: see the loaded leads, add a new one, replace an updated one. */
export interface LeadListUpdates {
  leads: readonly Lead[];
  prepend: (lead: Lead) => void;
  replace: (lead: Lead) => void;
}

/**
 * The capture feature's parts for a screen that lists leads, as render functions, so the app can compose the
 * Leads screen without the two features importing each other.
 */
export interface CaptureBindings {
  /** The AI scan and voice cards. */
  cards: (list: LeadListUpdates) => ReactNode;
  /** The confirm step, shown after a capture or a row's Review. */
  panel: (list: LeadListUpdates) => ReactNode;
  /** A row's "Review lead X" button (nothing when the lead has no unconfirmed fields). */
  rowActions: (lead: Lead, leadName: string) => ReactNode;
  /** Opens the confirm step for a capture made elsewhere (e.g. the add-by-text card). */
  onCaptured: (response: CreateLeadResponse) => void;
}

interface QueuedReview extends ReviewTarget {
  /** Remounts the step for each opening, even of the same lead. */
  seq: number;
}

/** Holds the confirm step's queue and hands out the bindings. */
export function CaptureScope({ children }: { children: (capture: CaptureBindings) => ReactNode }) {
  const [queue, setQueue] = useState<QueuedReview[]>([]);
  const dirty = useRef(false);
  const seq = useRef(0);

  const open = useCallback((target: ReviewTarget, priority: 'after-edits' | 'now') => {
    const queued = { ...target, seq: ++seq.current };
    setQueue((current) => enqueueReview(current, queued, dirty.current, priority));
  }, []);
  const onCaptured = useCallback(
    (response: CreateLeadResponse) => open(reviewTargetFromCapture(response), 'after-edits'),
    [open],
  );
  // Values typed into a step that was put aside for a row's Review, by seq.
  const drafts = useRef(new Map<number, ConfirmValues>());
  const onDraftChange = useCallback((seqOf: number, values: ConfirmValues, isDirty: boolean) => {
    dirty.current = isDirty;
    if (isDirty) drafts.current.set(seqOf, values);
    else drafts.current.delete(seqOf);
  }, []);

  const bindings: CaptureBindings = {
    cards: (list) => {
      const captured = (response: CreateLeadResponse) => {
        list.prepend(response.lead);
        onCaptured(response);
      };
      return (
        <>
          <ScanCard onCaptured={captured} />
          <VoiceCard onCaptured={captured} />
        </>
      );
    },
    panel: (list) => {
      // A lead deleted meanwhile has nothing left to confirm.
      const current = queue.find((item) => list.leads.some((lead) => lead.id === item.lead.id));
      if (!current) return null;
      return (
        <ConfirmStep
          key={current.seq}
          target={current}
          draft={drafts.current.get(current.seq)}
          onDraftChange={(values, isDirty) => onDraftChange(current.seq, values, isDirty)}
          onDone={(updated) => {
            dirty.current = false;
            drafts.current.delete(current.seq);
            if (updated) list.replace(updated);
            setQueue((items) => items.filter((item) => item.seq !== current.seq));
          }}
        />
      );
    },
    rowActions: (lead, leadName) => (
      <ReviewLeadButton
        lead={lead}
        leadName={leadName}
        onReview={(target) => open({ lead: target }, 'now')}
      />
    ),
    onCaptured,
  };
  return children(bindings);
}
