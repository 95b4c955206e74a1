import { Link } from 'react-router-dom';
import { BarChart3, Landmark, PlusCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CashReportTab } from './cash-report-tab';
import { LimitsReportCard } from './limits-report-card';
import { NetByMonthTab } from './net-by-month-tab';
import { W2gReportTab } from './w2g-report-tab';

/** /w2g/reports: W2G jackpots and added-cash transactions. */
export function ReportsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <title>Reports · Slot Play Tracker</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <BarChart3 className="size-6 text-primary" aria-hidden />
          Reports
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.taxYear.getHref()}>
              <Landmark aria-hidden /> Tax Year
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.w2gNew.getHref()}>
              <PlusCircle aria-hidden /> Add New W2G
            </Link>
          </Button>
        </div>
      </div>
      <LimitsReportCard />
      <Tabs defaultValue="w2g" className="gap-4">
        <TabsList className="w-full flex-nowrap sm:w-fit">
          <TabsTrigger value="w2g" className="max-sm:px-2">
            W2G Jackpots
          </TabsTrigger>
          <TabsTrigger value="cash" className="max-sm:px-2">
            {/* A phone shows 'Add Cash' so the three tabs fit one line; the name stays the spec's. */}
            Add Cash<span className="max-sm:sr-only"> Transactions</span>
          </TabsTrigger>
          <TabsTrigger value="net" className="max-sm:px-2">
            Net by Month
          </TabsTrigger>
        </TabsList>
        <TabsContent value="w2g">
          <W2gReportTab />
        </TabsContent>
        <TabsContent value="cash">
          <CashReportTab />
        </TabsContent>
        <TabsContent value="net">
          <NetByMonthTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
