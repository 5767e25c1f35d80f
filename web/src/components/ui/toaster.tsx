import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  action?: { label: string; to: string };
  durationMs?: number;
}
interface ActiveToast extends ToastOptions {
  id: number;
}

type Listener = (toasts: ActiveToast[]) => void;
let active: ActiveToast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener(active));

export function dismissToast(id: number) {
  active = active.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a toast from anywhere (components, API callbacks). Texts come from the i18n layer. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  active = [...active.slice(-3), { ...options, id }];
  emit();
  window.setTimeout(() => dismissToast(id), options.durationMs ?? (options.action ? 8000 : 5000));
  return id;
}

const variantClass = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ActiveToast[]>(active);
  useEffect(() => {
    listeners.add(setToasts);
    // Toasts raised by effects that ran before this one (e.g. on the first page load) are shown too.
    setToasts(active);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:right-4 sm:left-auto"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${variantClass[item.variant ?? 'info']}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{item.title}</p>
              {item.description ? <p className="mt-1 text-sm opacity-90">{item.description}</p> : null}
              {item.action ? (
                <Link
                  to={item.action.to}
                  className="mt-2 inline-block text-sm font-semibold underline"
                  onClick={() => dismissToast(item.id)}
                >
                  {item.action.label}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              aria-label={t('close')}
              className="text-lg leading-none opacity-60 hover:opacity-100"
              onClick={() => dismissToast(item.id)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
