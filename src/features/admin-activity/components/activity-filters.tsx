import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ActivityFilters as Filters } from '../api/activity-keys';
import type { ActivityFilterChoices } from '../api/get-audit-log';
import { actionLabel } from '../lib/audit-format';

const ALL = 'all';

/** Admin, action, date range and record id; the page starts the list again on each change. */
export function ActivityFilters({
  filters,
  choices,
  onChange,
}: {
  filters: Filters;
  choices: ActivityFilterChoices | undefined;
  onChange(next: Filters): void;
}) {
  const [record, setRecord] = useState(filters.record);
  const submitRecord = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, record: record.trim() });
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="activity-admin">Admin</Label>
        <Select value={filters.actor ?? ALL} onValueChange={(v) => onChange({ ...filters, actor: v === ALL ? null : v })}>
          <SelectTrigger id="activity-admin" className="w-56 max-w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All admins</SelectItem>
            {(choices?.actors ?? []).map((a) => (
              <SelectItem key={a.id} value={a.id}>
                {a.email ?? a.id}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-action">Action</Label>
        <Select value={filters.action ?? ALL} onValueChange={(v) => onChange({ ...filters, action: v === ALL ? null : v })}>
          <SelectTrigger id="activity-action" className="w-56 max-w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {(choices?.actions ?? []).map((a) => (
              <SelectItem key={a} value={a}>
                {actionLabel(a)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-from">From</Label>
        <Input
          id="activity-from"
          type="date"
          className="w-40"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ ...filters, from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-to">To</Label>
        <Input
          id="activity-to"
          type="date"
          className="w-40"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ ...filters, to: e.target.value })}
        />
      </div>
      <form onSubmit={submitRecord} className="grid gap-1.5" role="search" aria-label="Find a record">
        <Label htmlFor="activity-record">Record id</Label>
        <div className="flex gap-2">
          <Input
            id="activity-record"
            className="w-72 max-w-full font-mono"
            value={record}
            onChange={(e) => setRecord(e.target.value)}
            placeholder="e.g. a casino's or a user's id"
            autoComplete="off"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden />
            Find
          </Button>
        </div>
      </form>
    </div>
  );
}
