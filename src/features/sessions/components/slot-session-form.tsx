import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { CasinoPicker } from '@/components/pickers/casino-picker';
import { SlotMachinePicker } from '@/components/pickers/slot-machine-picker';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formatSignedCurrency, netColorClass, parseMoneyInput } from '@/lib/money';
import { cn } from '@/lib/utils';
import { slotSessionFormSchema, slotSessionSchema, type SlotSessionFormValues, type SlotSessionInput } from '../api/create-slot-session';
import { useGeolocation } from '../hooks/use-geolocation';
import { useSessionCasinoOptions } from '../hooks/use-session-casino-options';
import { getLocationPromptState, rememberLastCasinoId, setLocationPromptState } from '../lib/local-prefs';
import { slotNet } from '../lib/session-math';
import { LocationPrompt } from './location-prompt';
import { MoneyField } from './money-field';

type Props = {
  mode: 'create' | 'edit';
  defaultValues: SlotSessionFormValues;
  isPending: boolean;
  onSubmit(values: SlotSessionInput): void;
  onCancel(): void;
  onBack(): void;
};

export const INCLUDE_IN_TOTALS_HELP = 'Disable if you are tracking slot performance separately from your daily casino session totals.';

/** Start or edit a slot (gambling) session; a sticky footer shows the live net. */
export function SlotSessionForm({ mode, defaultValues, isPending, onSubmit, onCancel, onBack }: Props) {
  const form = useForm<SlotSessionFormValues>({ resolver: zodResolver(slotSessionFormSchema), defaultValues });
  const geo = useGeolocation();
  const [prompt, setPrompt] = useState(() => (mode === 'create' ? getLocationPromptState() : 'dismissed'));
  const casinos = useSessionCasinoOptions(geo.coords);
  const slotMachines = useSlotMachineOptions();
  const [coinsIn, coinsOut] = useWatch({ control: form.control, name: ['coins_in', 'coins_out'] });
  const net = slotNet(parseMoneyInput(coinsIn), parseMoneyInput(coinsOut));

  // A player who shared before is located again without asking.
  const { request } = geo;
  useEffect(() => {
    if (mode === 'create' && getLocationPromptState() === 'shared') request();
  }, [mode, request]);

  // After sharing, the nearest casino is chosen when none is.
  useEffect(() => {
    if (casinos.nearestId && !form.getValues('casino_id')) {
      form.setValue('casino_id', casinos.nearestId, { shouldValidate: true });
    }
  }, [casinos.nearestId, form]);

  const share = () => {
    setLocationPromptState('shared');
    setPrompt('shared');
    geo.request();
  };
  const dismiss = () => {
    setLocationPromptState('dismissed');
    setPrompt('dismissed');
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Button variant="ghost" size="sm" className="-ml-2 mb-2" onClick={onBack}>
        <ArrowLeft aria-hidden />
        Back to Sessions
      </Button>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Start or Edit Gambling Session</h1>
      {mode === 'create' && prompt == null && (
        <div className="mb-4">
          <LocationPrompt onShare={share} onDismiss={dismiss} locating={geo.locating} />
        </div>
      )}
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => onSubmit(slotSessionSchema.parse(values)))} noValidate aria-label="Gambling session">
          <Card className="py-5">
            <CardContent className="grid gap-5 px-4 sm:px-6">
              <div className="grid gap-5 md:grid-cols-2">
                <FormField
                  control={form.control}
                  name="casino_id"
                  render={({ field, fieldState }) => (
                    <FormItem>
                      <FormLabel>Casino</FormLabel>
                      <FormControl>
                        <CasinoPicker
                          options={casinos.options}
                          value={field.value || null}
                          onChange={(id) => {
                            field.onChange(id ?? '');
                            if (id) rememberLastCasinoId(id);
                          }}
                          placeholder={casinos.isLoading ? 'Loading casinos...' : 'Select a casino'}
                          aria-invalid={!!fieldState.error}
                        />
                      </FormControl>
                      {casinos.nearbyCount > 0 && (
                        <FormDescription>
                          {casinos.nearbyCount === 1 ? '1 casino' : `${casinos.nearbyCount} casinos`} within 25 miles listed first.
                        </FormDescription>
                      )}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="slot_machine_id"
                  render={({ field, fieldState }) => (
                    <FormItem>
                      <FormLabel>Slot Machine</FormLabel>
                      <FormControl>
                        <SlotMachinePicker
                          options={slotMachines.options}
                          value={field.value || null}
                          onChange={(id) => field.onChange(id ?? '')}
                          placeholder={slotMachines.isLoading ? 'Loading slot machines...' : 'Select a slot machine'}
                          aria-invalid={!!fieldState.error}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="session_date"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Date</FormLabel>
                      <FormControl>
                        <Input type="date" required {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="session_time"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Time</FormLabel>
                      <FormControl>
                        <Input type="time" required {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="coins_in"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Money In</FormLabel>
                      <FormControl>
                        <MoneyField fieldLabel="Money In" name={field.name} ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="coins_out"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Money Out</FormLabel>
                      <FormControl>
                        <MoneyField fieldLabel="Money Out" name={field.name} ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="casino_slot_machine_id"
                  render={({ field }) => (
                    <FormItem className="md:col-span-2">
                      <FormLabel>Casino Machine Number (optional)</FormLabel>
                      <FormControl>
                        <Input placeholder="e.g. 12-345" maxLength={100} autoComplete="off" {...field} />
                      </FormControl>
                      <FormDescription>The casino's own number on the machine, to find it again.</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name="notes"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Notes (optional)</FormLabel>
                    <FormControl>
                      <Textarea rows={3} maxLength={2000} placeholder="Bonus rounds, denomination, anything to remember..." {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="people_present"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>With (optional)</FormLabel>
                    <FormControl>
                      <Input maxLength={200} autoComplete="off" placeholder="Who was there, for your gambling diary" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="include_in_daily_totals"
                render={({ field }) => (
                  <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-3">
                    <div className="grid gap-1">
                      <FormLabel>Include in Daily Totals</FormLabel>
                      <FormDescription>{INCLUDE_IN_TOTALS_HELP}</FormDescription>
                    </div>
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} name={field.name} />
                    </FormControl>
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>
          <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 mt-4 border-t bg-card/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur md:bottom-0 md:mx-0 md:rounded-lg md:border">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm" aria-live="polite">
                <span className="text-muted-foreground">Net: </span>
                <span className={cn('font-semibold tabular-nums', netColorClass(net))} data-testid="slot-form-net">
                  {formatSignedCurrency(net)}
                </span>
              </p>
              <div className="flex gap-2">
                <Button variant="outline" onClick={onCancel} disabled={isPending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isPending}>
                  {isPending ? 'Saving...' : mode === 'create' ? 'Save Session' : 'Update Session'}
                </Button>
              </div>
            </div>
          </div>
        </form>
      </Form>
    </div>
  );
}
