import { Fragment } from 'react';
import { formatCurrency, formatSignedCurrency, netColorClass } from '@/lib/money';
import { slotMoneySum, type SlotMoney, type SlotMoneyWords } from '@/lib/slot-money';
import { cn } from '@/lib/utils';

/**
 * The line under a slot figure block that makes it add up where it is read, to the cent (a block may round its big
 * figures to whole dollars): "money out $312.00 − coin in $595.00 + free play $75.00 + hand pays $1,500.00 = net
 * +$1,292.00". Free play and hand pays appear when there are any.
 */
export function SlotMoneySum({
  money,
  words,
  lead,
  className,
  testId = 'slot-money-sum',
}: {
  money: SlotMoney;
  words?: SlotMoneyWords;
  /** Words before the sum ("Slot sessions:"). */
  lead?: string;
  className?: string;
  testId?: string;
}) {
  const { terms, net, addsUp } = slotMoneySum(money, words);
  if (!addsUp) return null;
  return (
    <p className={cn('text-xs text-muted-foreground tabular-nums', className)} data-testid={testId}>
      {lead && `${lead} `}
      {/* The line breaks between terms (the space before each is outside its unbreakable span), never inside one. */}
      {terms.map((t, i) => (
        <Fragment key={t.label}>
          {i > 0 && ' '}
          <span className="whitespace-nowrap">
            {i > 0 && `${t.sign} `}
            {t.label} {formatCurrency(t.value)}
          </span>
        </Fragment>
      ))}{' '}
      ={' '}
      <span className={cn('font-medium whitespace-nowrap', netColorClass(net.value))}>
        {net.label} {formatSignedCurrency(net.value)}
      </span>
    </p>
  );
}
