import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/choice-fields';
import { MoneyField } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';

const schema = z.object({
  amount: moneyTextSchema('Amount', { aboveZero: true }),
  free_play: z.boolean(),
});
type Values = z.infer<typeof schema>;

type Props = { open: boolean; onOpenChange(open: boolean): void; onAdd(amount: number, freePlay: boolean): void };

/**
 * "Other" money in for a live machine: any amount above 0, or the casino's free play put on the machine (counted
 * in the money in, never as the player's own loss). Sent by the live panel's one money-in save.
 */
export function MoneyInDialog({ open, onOpenChange, onAdd }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: '', free_play: false } });
  const onSubmit = ({ amount, free_play }: Values) => {
    onAdd(parseMoneyInput(amount) ?? 0, free_play);
    form.reset({ amount: '', free_play: false });
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Money in</DialogTitle>
          <DialogDescription>Cash or a ticket put into the machine.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Money in">
            <MoneyField control={form.control} name="amount" label="Amount" required />
            <CheckboxField
              control={form.control}
              name="free_play"
              label="This was free play"
              description="The casino's credit, not your money: it is not counted as your loss."
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton>Add money in</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
