import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

export interface FieldProps {
  /** The id of the control inside; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** Renders the control with the ids it must carry for the label, hint and error. */
  children: (control: { id: string; 'aria-describedby'?: string; invalid: boolean }) => ReactNode;
}

/** Label + control + hint + inline error, wired together for screen readers. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
