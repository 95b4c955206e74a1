import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FileDown, FileText, Pencil, Share2, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { SyncMark } from '@/components/ui/sync-mark';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { useIsOnline } from '@/lib/offline/use-offline-state';
import { useExportTripPdf } from '../api/export-trip-pdf';
import { useTripReport } from '../api/get-trip-report';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { useTripWrites } from '../hooks/use-trip-writes';
import { showReport, tripMadeHere } from '../writes/shown';
import { tripDelete } from '../writes/trip-delete';
import { tripCsv, tripFileName } from '../lib/trip-csv';
import { tripDates } from '../lib/trip-words';
import { ShareDialog } from './share-dialog';
import { TripFigures } from './trip-figures';
import { TripFormDialog } from './trip-form-dialog';
import { TripMoney } from './trip-money';
import { TripPlay } from './trip-play';
import { TripShareList } from './trip-shares';

const BACK = { href: paths.trips.getHref(), label: 'Trips' };

/** /trips/:tripId: the trip's result, its sessions and play, its costs and comps, its report and share links. */
export function TripPage({ tripId }: { tripId: string }) {
  const navigate = useNavigate();
  const query = useTripReport(tripId);
  const writes = useTripWrites();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const remove = useOutboxSave(tripDelete, { onDone: () => navigate(BACK.href) });
  const pdf = useExportTripPdf();
  const waiting = tripMadeHere(writes, tripId);
  const online = useIsOnline();

  if (query.isPending && !waiting) return <Skeleton className="mx-auto h-96 w-full max-w-5xl" />;
  if (!query.data) {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4">
        <PageHeader back={BACK} title={waiting ? waiting.name : 'Trip not found'} />
        <Card>
          <CardContent className="text-sm">
            {waiting
              ? 'This trip is saved on this device: its figures come once it has synced.'
              : !online
                ? 'This trip has not been opened on this device before: it shows once you are back online.'
                : 'This trip no longer exists.'}
          </CardContent>
        </Card>
      </div>
    );
  }
  const report = showReport(query.data, writes);
  const t = report.trip;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <title>{`${t.name} · Trips · Slot Play Tracker`}</title>
      <PageHeader
        back={BACK}
        title={
          <span className="flex flex-wrap items-center gap-1">
            <span className="break-words">{t.name}</span>
            <SyncMark state={t.syncState} />
          </span>
        }
        description={tripDates(t.start_date, t.end_date)}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button variant="outline" onClick={() => setSharing(true)}>
              <Share2 aria-hidden /> Share
            </Button>
          </>
        }
      />
      {t.notes && <p className="text-sm whitespace-pre-wrap">{t.notes}</p>}
      <TripFigures report={report} />
      <TripMoney report={report} />
      <TripPlay report={report} />
      <Card>
        <CardHeader>
          <CardTitle>Trip report and share links</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => downloadCsv(tripCsv(report), tripFileName(report, 'csv'))}>
              <FileText aria-hidden /> Report CSV
            </Button>
            <Button
              variant="outline"
              disabled={pdf.isPending}
              onClick={() => pdf.mutate(tripId, { onSuccess: (blob) => downloadBlob(blob, tripFileName(report, 'pdf')) })}
            >
              <FileDown aria-hidden /> {pdf.isPending ? 'Making PDF...' : 'Report PDF'}
            </Button>
          </div>
          <TripShareList tripId={tripId} />
          <Button variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden /> Delete trip
          </Button>
        </CardContent>
      </Card>
      <TripFormDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit trip"
        trip={{ id: t.id, updated_at: t.updated_at }}
        defaultValues={{ name: t.name, start_date: t.start_date, end_date: t.end_date, casino_ids: t.casino_ids, notes: t.notes ?? '' }}
        casinos={report.casinos.map((c) => ({ value: c.id, label: c.name }))}
      />
      <ShareDialog tripId={tripId} open={sharing} onOpenChange={setSharing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this trip?"
        description="Its costs, comps and share links go with it. Its sessions and W2Gs stay in your records."
        confirmLabel="Delete trip"
        destructive
        onConfirm={() => remove.save(tripId)}
      />
    </div>
  );
}
