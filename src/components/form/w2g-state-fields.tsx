import type { Control, FieldValues, Path } from 'react-hook-form';
import { W2G_PAID_OPTIONS, W2G_STATE_OPTIONS, type W2gStateFormValues } from '@/lib/w2g-state';
import { CheckboxField } from './choice-fields';
import { MoneyField } from './money-field';
import { SelectField } from './select-field';

/** W-2G boxes 13-15, how the jackpot was paid and whether a form was given, for a form holding `W2gStateFormValues`. */
export function W2gStateFields<T extends FieldValues & W2gStateFormValues>({ control }: { control: Control<T> }) {
  const name = (n: keyof W2gStateFormValues) => n as Path<T>;
  return (
    <>
      <fieldset className="grid gap-5 md:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">
          State figures from the W2G form (optional; Tax Withheld above is the federal figure, box 4)
        </legend>
        <SelectField
          control={control}
          name={name('state')}
          label="State (box 13)"
          options={W2G_STATE_OPTIONS}
          none={{ label: 'Not given', value: '' }}
          placeholder="Not given"
        />
        <MoneyField control={control} name={name('state_winnings')} label="State winnings (box 14)" placeholder="" />
        <MoneyField control={control} name={name('state_tax_withheld')} label="State withholding (box 15)" placeholder="" />
      </fieldset>
      <SelectField
        control={control}
        name={name('paid')}
        label="How was it paid?"
        options={W2G_PAID_OPTIONS}
        description="A jackpot at the W2G line is almost always paid by an attendant (hand pay): it is added to your session result. One paid by the machine is already in the coins out."
      />
      <CheckboxField
        control={control}
        name={name('received')}
        label="The casino gave me a W2G form"
        description="Set from the year's W2G threshold; change it if a casino gave you a form below the line, or none above it."
      />
    </>
  );
}
