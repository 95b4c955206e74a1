import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Plus } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CasinoDirectory } from './casino-directory';
import { CasinoForm } from './casino-form';
import { DataQualityTab } from './data-quality-tab';
import { ImportPanel } from './import-panel';
import { StateManagementTab } from './state-management-tab';
import { ValidationTab } from './validation-tab';

type Mode = { kind: 'tabs' } | { kind: 'add' } | { kind: 'edit'; id: string };

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'validation', label: 'Validation' },
  { value: 'quality', label: 'Data Quality' },
  { value: 'states', label: 'State Management' },
  { value: 'database', label: 'Database' },
] as const;

/** /admin/casinos: the five tabs, or the add/edit casino form in their place. */
export function CasinoManagementConsole() {
  const [tab, setTab] = useState<string>('overview');
  const [mode, setMode] = useState<Mode>({ kind: 'tabs' });
  const edit = (id: string) => {
    setMode({ kind: 'edit', id });
    window.scrollTo({ top: 0 });
  };
  const back = () => setMode({ kind: 'tabs' });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="space-y-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
          <Link to={paths.admin.dashboard.getHref()}>
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">Casino Management Console</h1>
        <p className="text-sm text-muted-foreground">Import, validate and maintain the casino directory and the state import programme.</p>
      </div>

      {mode.kind !== 'tabs' ? (
        <CasinoForm key={mode.kind === 'edit' ? mode.id : 'new'} casinoId={mode.kind === 'edit' ? mode.id : null} onDone={back} />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="gap-4">
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList className="w-full sm:w-fit">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>

          <TabsContent value="overview" className="space-y-4">
            <ImportPanel />
            <Card className="gap-4">
              <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="space-y-1.5">
                  <CardTitle>Add New Casino Manually</CardTitle>
                  <CardDescription>Enter a casino the import did not find, with its address, hours and amenities.</CardDescription>
                </div>
                <Button onClick={() => setMode({ kind: 'add' })} className="w-fit">
                  <Plus aria-hidden />
                  Add New Casino
                </Button>
              </CardHeader>
            </Card>
            <CasinoDirectory onEdit={edit} />
          </TabsContent>
          <TabsContent value="validation">
            <ValidationTab />
          </TabsContent>
          <TabsContent value="quality">
            <DataQualityTab onImprove={edit} />
          </TabsContent>
          <TabsContent value="states">
            <StateManagementTab />
          </TabsContent>
          <TabsContent value="database">
            <CasinoDirectory onEdit={edit} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
