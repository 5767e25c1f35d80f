import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const fieldBase =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

function borderFor(invalid: boolean | undefined) {
  return invalid ? 'border-red-500 focus:outline-red-600' : 'border-slate-300';
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(fieldBase, 'h-10', borderFor(invalid), className)}
      {...props}
    />
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, invalid, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(fieldBase, 'py-2', borderFor(invalid), className)}
      {...props}
    />
  );
}
