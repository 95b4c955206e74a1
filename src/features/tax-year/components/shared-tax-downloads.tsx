import { useMutation } from '@tanstack/react-query';
import { Download, FileArchive, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { todayLocal } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { fetchPacketPhotos } from '../api/preparer-link-files';
import type { TaxYearRead } from '../api/tax-year-read';
import { diaryCsv, diaryFileName } from '../lib/diary';
import type { TaxYearModel } from '../lib/tax-year-model';

/** The diary PDF and the packet, made in this browser from what the page read (their code comes when pressed). */
async function makeDiaryPdf(player: TaxYearRead, model: TaxYearModel) {
  const { diaryPdf } = await import('../lib/preparer-pdfs');
  const bytes = await diaryPdf(player.playerName, model.diary, todayLocal());
  downloadBlob(new Blob([bytes.slice()], { type: 'application/pdf' }), diaryFileName(model.year, 'pdf'));
}

async function makePacket(token: string, player: TaxYearRead, model: TaxYearModel) {
  const [{ buildPacket, packetFileName }, photos] = await Promise.all([
    import('../lib/preparer-packet'),
    fetchPacketPhotos(token, model.w2g.met),
  ]);
  const zip = await buildPacket(player.playerName, model, photos, todayLocal());
  downloadBlob(new Blob([zip.slice()], { type: 'application/zip' }), packetFileName(model.year));
}

/** The preparer's downloads: the diary as CSV and PDF, and one ZIP with everything. */
export function SharedDownloads({ token, model, player }: { token: string; model: TaxYearModel; player: TaxYearRead }) {
  const pdf = useMutation({
    mutationFn: () => makeDiaryPdf(player, model),
    onSuccess: () => toast.success('Diary PDF downloaded'),
    meta: { errorText: 'Failed to make the PDF' },
  });
  const packet = useMutation({
    mutationFn: () => makePacket(token, player, model),
    onSuccess: () => toast.success('Packet downloaded'),
    meta: { errorText: 'Failed to make the packet' },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Downloads</CardTitle>
        <CardDescription>
          The gambling diary (every session with its casino, what was won and lost, the W-2Gs), and one ZIP packet: the diary as PDF and
          CSV, the W-2G photos, the casino statements and a one-page summary for the return.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => downloadCsv(diaryCsv(model.diary), diaryFileName(model.year, 'csv'))}>
          <Download aria-hidden /> Diary CSV
        </Button>
        <Button variant="outline" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
          <FileText aria-hidden /> {pdf.isPending ? 'Making PDF...' : 'Diary PDF'}
        </Button>
        <Button onClick={() => packet.mutate()} disabled={packet.isPending}>
          <FileArchive aria-hidden /> {packet.isPending ? 'Making packet...' : 'Packet (ZIP)'}
        </Button>
      </CardContent>
    </Card>
  );
}
