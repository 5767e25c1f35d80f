import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '@/components/ui/input';

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={`pr-16 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-controls={props.id}
        title={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? t('fields.hide') : t('fields.show')}
      </button>
    </div>
  );
}
