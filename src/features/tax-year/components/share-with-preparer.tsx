import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PreparerLinkDialog } from './preparer-link-dialog';

/** Tax Year's "Share with my tax preparer" button and its dialog (the code of both is the page's; the dialog renders when opened). */
export function ShareWithPreparer({ year }: { year: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden /> Share with my tax preparer
      </Button>
      <PreparerLinkDialog year={year} open={open} onOpenChange={setOpen} />
    </>
  );
}
