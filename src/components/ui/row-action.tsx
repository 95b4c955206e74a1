import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = Omit<ComponentProps<typeof Button>, 'children'> & { label: string; icon: ReactNode; showLabel?: boolean };

/** A row action: an icon button named by `label` (the label is shown beside the icon on cards). */
export function RowAction({ label, icon, showLabel = false, onClick, ...props }: Props) {
  return (
    <Button
      variant="ghost"
      size={showLabel ? 'sm' : 'icon'}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        onClick?.(e);
      }}
      {...props}
    >
      {icon}
      {showLabel && <span>{label}</span>}
    </Button>
  );
}
