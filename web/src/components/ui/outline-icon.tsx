import type { ReactNode } from 'react';

/** A decorative 24×24 stroke icon in the current text colour (app screens). */
export function OutlineIcon({
  strokeWidth = '1.8',
  children,
}: {
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
