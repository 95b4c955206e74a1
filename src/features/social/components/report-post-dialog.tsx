import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useReportPost } from '../api/report-post';
import { DEFAULT_REPORT_REASON, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../lib/report-reason';

/** 'Report' button and dialog: reason (Other adds details), Cancel / Submit Report. */
export function ReportPostDialog({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [details, setDetails] = useState('');
  const report = useReportPost(postId);
  const reasonId = useId();
  const detailsId = useId();

  const reset = () => {
    setReason(DEFAULT_REPORT_REASON);
    setDetails('');
  };

  const submit = () =>
    report.mutate(
      { reason, details },
      {
        onSuccess: () => toast.success('Reported', { description: 'Thanks for your report.' }),
        onSettled: () => {
          setOpen(false);
          reset();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Flag aria-hidden />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report post</DialogTitle>
          <DialogDescription>Tell us what is wrong with this post. Our moderators will review it.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Select value={reason} onValueChange={(v) => setReason(v as ReportReason)}>
              <SelectTrigger id={reasonId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPORT_REASONS.map((r) => (
                  <SelectItem key={r.value} value={r.value}>
                    {r.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {reason === 'other' && (
            <div className="grid gap-2">
              <Label htmlFor={detailsId}>Details</Label>
              <Textarea
                id={detailsId}
                value={details}
                maxLength={REPORT_DETAILS_MAX}
                placeholder="Tell us more (optional)"
                onChange={(e) => setDetails(e.target.value)}
              />
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={report.isPending}>
            {report.isPending ? 'Submitting...' : 'Submit Report'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
