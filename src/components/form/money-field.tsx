import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { addQuickAmount, formatMoneyInput, moneyTextProblem, parseMoneyInput, QUICK_ADD_AMOUNTS } from '@/lib/money';
import { Field } from './field';
import type { FieldBaseProps } from './field-props';

export type MoneyFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> & {
  /** Adds the quick-add buttons (+$1, +$5, +$20, +$100; never below 0). */
  quickAdd?: boolean;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Names the field in the quick-add buttons ("Add $5 to Money In"); defaults to the label when it is text. */
  quickAddName?: string;
};

/**
 * The one money input: a text field with a "$" prefix that holds exactly what was typed, shows thousands separators
 * on blur once it is an amount, and is checked by `moneyTextSchema` (src/lib/money-schema.ts). A slip (a minus sign,
 * letters, "1e9", a third decimal) is kept and answered at once under the field, never filtered into another amount:
 * a ticket typed "-5" is not saved as $5, nor "1e9" as $19. Quick-add never overwrites a slip: it shows its message.
 */
export function MoneyField<T extends FieldValues, N extends FieldPath<T>>({
  quickAdd = false,
  placeholder = '0.00',
  disabled,
  required,
  quickAddName,
  ...base
}: MoneyFieldProps<T, N>) {
  const fieldName = quickAddName ?? (typeof base.label === 'string' ? base.label : String(base.name));
  const form = useFormContext<T>();
  return (
    <Field {...base} asControl={false}>
      {(field) => {
        const text = String(field.value ?? '');
        return (
          <div className="grid gap-2">
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden>
                $
              </span>
              <FormControl>
                <Input
                  ref={field.ref}
                  name={field.name}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={placeholder}
                  required={required}
                  disabled={disabled || field.disabled}
                  className="pl-7 tabular-nums"
                  value={text}
                  onChange={(e) => {
                    const next = e.target.value;
                    field.onChange(next);
                    // A slip typed (or put right again): the field says so now, not at Save.
                    if (moneyTextProblem(next) || moneyTextProblem(text)) void form?.trigger(base.name);
                  }}
                  onBlur={() => {
                    const n = parseMoneyInput(text);
                    if (n != null) field.onChange(formatMoneyInput(n));
                    field.onBlur();
                  }}
                />
              </FormControl>
            </div>
            {quickAdd && (
              <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Quick add to ${fieldName}`}>
                {QUICK_ADD_AMOUNTS.map((amount) => (
                  <Button
                    key={amount}
                    variant="outline"
                    size="sm"
                    className="h-7 px-2.5 text-xs tabular-nums"
                    aria-label={`Add $${amount} to ${fieldName}`}
                    disabled={disabled || field.disabled}
                    onClick={() =>
                      moneyTextProblem(text)
                        ? void form?.trigger(base.name)
                        : field.onChange(formatMoneyInput(addQuickAmount(parseMoneyInput(text), amount)))
                    }
                  >
                    <Plus className="size-3" aria-hidden />${amount}
                  </Button>
                ))}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}
