import { Spinner } from '@/components/ui/spinner';

/** Shown while the session is unknown, so protected content never flashes. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center">
      <Spinner className="size-8 text-primary" label="Loading" />
    </div>
  );
}
