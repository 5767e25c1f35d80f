import type { LabelHTMLAttributes } from 'react';
import { cn } from './cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /**
   * Adds a visual asterisk after the label (outside it, so the label text stays exactly the field's name for
   * assistive technology and tests); the input itself carries `required`.
   */
  required?: boolean;
}

export function Label({ className, children, required, ...props }: LabelProps) {
  const label = (
    <label className={cn('block text-sm font-medium text-slate-800', className)} {...props}>
      {children}
    </label>
  );
  if (!required) return label;
  return (
    <span className="flex items-baseline gap-0.5">
      {label}
      <span aria-hidden="true" className="text-sm text-red-600">
        *
      </span>
    </span>
  );
}
