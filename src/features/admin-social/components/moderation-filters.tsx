import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { STATUS_LABELS, type StatusFilter } from '../lib/moderation';

const FILTERS: StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** The moderation list's filters: status and reported only (the page starts the list again on each change). */
export function ModerationFilters(props: {
  status: StatusFilter;
  reportedOnly: boolean;
  onStatus(status: StatusFilter): void;
  onReportedOnly(on: boolean): void;
}) {
  const { status, reportedOnly } = props;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="moderation-status-filter">Status</Label>
        <Select
          value={status}
          onValueChange={(v) => {
            props.onStatus(v as StatusFilter);
          }}
        >
          <SelectTrigger id="moderation-status-filter" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FILTERS.map((f) => (
              <SelectItem key={f} value={f}>
                {STATUS_LABELS[f]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Checkbox
          id="moderation-reported-only"
          checked={reportedOnly}
          onCheckedChange={(on) => {
            props.onReportedOnly(on === true);
          }}
        />
        <Label htmlFor="moderation-reported-only">Reported only</Label>
      </div>
    </div>
  );
}
