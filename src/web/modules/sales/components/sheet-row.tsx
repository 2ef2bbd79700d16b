import type { ReactNode } from 'react';
import classes from './invoice-sheet.module.css';

/** One line of a sheet's totals or payments: a label on the left, its figure on the right. */
export function SheetRow({ label, children, className, testId }: { label: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={`${classes.row} ${className ?? ''}`} data-testid={testId}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}
