import type { ComponentProps } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addQuickAmount, formatMoneyInput, parseMoneyInput, QUICK_ADD_AMOUNTS, sanitizeMoneyInput } from '@/lib/money';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange(value: string): void;
  /** Accessible name of the field, used in the quick-add button labels ("Add $5 to Money In"). */
  fieldLabel: string;
};

/**
 * A money text field: keeps digits, commas and one decimal point while typing, shows thousands
 * separators and up to 2 decimals on blur, with quick-add buttons (never below 0).
 */
export function MoneyField({ value, onValueChange, onBlur, fieldLabel, ...props }: Props) {
  return (
    <div className="grid gap-2">
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden>
          $
        </span>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className="pl-7 tabular-nums"
          value={value}
          onChange={(e) => onValueChange(sanitizeMoneyInput(e.target.value))}
          onBlur={(e) => {
            const n = parseMoneyInput(value);
            if (n != null) onValueChange(formatMoneyInput(n));
            onBlur?.(e);
          }}
          {...props}
        />
      </div>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Quick add to ${fieldLabel}`}>
        {QUICK_ADD_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            variant="outline"
            size="sm"
            className="h-7 px-2.5 text-xs tabular-nums"
            aria-label={`Add $${amount} to ${fieldLabel}`}
            onClick={() => onValueChange(formatMoneyInput(addQuickAmount(parseMoneyInput(value), amount)))}
          >
            <Plus className="size-3" aria-hidden />${amount}
          </Button>
        ))}
      </div>
    </div>
  );
}
