import { RowAction } from '@/components/ui/row-action';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { DataTable, type Column } from '@/components/data-table';
import { useNow } from '@/hooks/use-now';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS, targetLabel, TYPE_LABELS, type NotificationRow } from '../lib/notification-form';

const PRIORITY_CLASS: Record<string, string> = {
  urgent: 'border-red-200 bg-red-50 text-red-700',
  high: 'border-orange-200 bg-orange-50 text-orange-700',
  normal: 'border-blue-200 bg-blue-50 text-blue-700',
  low: 'border-gray-200 bg-gray-50 text-gray-600',
};

interface NotificationsTableProps {
  rows: NotificationRow[];
  togglingId: string | null;
  onToggle(row: NotificationRow, active: boolean): void;
  onEdit(row: NotificationRow): void;
  onDelete(row: NotificationRow): void;
}

const label = (map: Record<string, string>, v: string) => map[v] ?? v;

/** 'Sent Notifications': title and message, type, priority, target, created, status toggle, actions. */
export function NotificationsTable({ rows, togglingId, onToggle, onEdit, onDelete }: NotificationsTableProps) {
  const now = useNow(60_000);
  const columns: Column<NotificationRow>[] = [
    {
      header: 'Title',
      className: 'max-w-80 min-w-56',
      cell: (n) => (
        <>
          <p className="font-medium">{n.title}</p>
          <p className="line-clamp-2 text-xs text-muted-foreground">{n.message}</p>
        </>
      ),
    },
    { header: 'Type', cell: (n) => <Badge variant="outline">{label(TYPE_LABELS, n.notification_type)}</Badge> },
    {
      header: 'Priority',
      cell: (n) => (
        <Badge variant="outline" className={cn(PRIORITY_CLASS[n.priority] ?? PRIORITY_CLASS.normal)}>
          {label(PRIORITY_LABELS, n.priority)}
        </Badge>
      ),
    },
    {
      header: 'Target',
      className: 'whitespace-nowrap',
      cell: (n) => (
        <>
          {targetLabel(n.target_type)}
          {n.target_type === 'specific' && n.target_users && (
            <span className="text-xs text-muted-foreground"> ({n.target_users.length})</span>
          )}
        </>
      ),
    },
    { header: 'Created', className: 'whitespace-nowrap', cell: (n) => formatDate(n.created_at) },
    {
      header: 'Status',
      cell: (n) => (
        <div className="flex items-center gap-2">
          <Switch
            checked={n.is_active}
            disabled={togglingId === n.id}
            onCheckedChange={(on) => onToggle(n, on)}
            aria-label={`Active: ${n.title}`}
          />
          <Badge variant={n.is_active ? 'default' : 'secondary'}>{n.is_active ? 'Active' : 'Inactive'}</Badge>
          {/* Past its expiry no player sees it, and the Active Notifications figure does not count it. */}
          {n.is_active && n.expires_at && Date.parse(n.expires_at) <= now && <Badge variant="outline">Expired</Badge>}
        </div>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (n) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`Edit ${n.title}`} icon={<Pencil />} onClick={() => onEdit(n)} />
          <RowAction
            label={`Delete ${n.title}`}
            icon={<Trash2 />}
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(n)}
          />
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(n) => n.id} />;
}
