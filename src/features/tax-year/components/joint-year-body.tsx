import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { formatCurrency } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useExportDiaryPdf } from '../api/export-diary-pdf';
import { diaryCsv } from '../lib/diary';
import type { JointYear } from '../lib/joint-year';
import { TaxAnswerCard } from './tax-answer-card';
import { W2gTable } from './w2g-table';

const jointFileName = (year: number, ext: 'csv' | 'pdf') => `gambling_diary_${year}_joint.${ext}`;

/**
 * A household's joint year: the answer over both players' figures, each player's own figures beside them (their
 * deduction alone, to show why the joint one differs), both players' W-2G forms with whose they are, and the joint
 * diary (each player's sessions under their name). Read-only: each player's records are edited by that player.
 */
export function JointYearBody({ joint }: { joint: JointYear }) {
  const pdf = useExportDiaryPdf();
  const { year } = joint;
  const downloadPdf = () =>
    pdf.mutate(joint.diary, {
      onSuccess: (blob) => {
        downloadBlob(blob, jointFileName(year, 'pdf'));
        toast.success('Diary PDF downloaded');
      },
    });
  return (
    <>
      <TaxAnswerCard year={year} rules={joint.players[0].model.rules} model={null} joint={joint} />
      <Card>
        <CardHeader>
          <CardTitle>Each of you</CardTitle>
          <CardDescription>
            On a joint return your losses count together, up to your gains together: the deduction is worked out once, over both.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table>
            <caption className="sr-only">Each player&apos;s figures for {year}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Player</TableHead>
                <TableHead scope="col" className="text-right">
                  Gains
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Losses
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Alone, deductible
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {joint.players.map((p) => (
                <TableRow key={p.name} data-testid="joint-player">
                  <TableCell>{p.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCurrency(p.model.grouped.totals.gains)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCurrency(p.model.grouped.totals.losses)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCurrency(p.model.loss.deductible)}</TableCell>
                </TableRow>
              ))}
              <TableRow className="font-semibold" data-testid="joint-total">
                <TableCell>Together</TableCell>
                <TableCell className="text-right tabular-nums">{formatCurrency(joint.totals.gains)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCurrency(joint.totals.losses)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCurrency(joint.loss.deductible)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>W-2G forms of {year}</CardTitle>
          <CardDescription>Both of yours, with whose each one is. Photos stay with each player&apos;s own Tax Year.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <W2gTable jackpots={joint.w2g.met} whose={joint.formsOf} caption={`W-2G forms of ${year}`} empty={`No W-2G form in ${year}.`} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Joint gambling diary {year}</CardTitle>
          <CardDescription>Each of your sessions under your name; its Session rows add up to the joint figures above.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => downloadCsv(diaryCsv(joint.diary), jointFileName(year, 'csv'))}>
            <Download aria-hidden /> Joint diary CSV
          </Button>
          <Button onClick={downloadPdf} disabled={pdf.isPending}>
            <FileText aria-hidden /> {pdf.isPending ? 'Generating PDF...' : 'Joint diary PDF'}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
