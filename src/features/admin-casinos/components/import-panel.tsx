import { useState, type FormEvent } from 'react';
import { CheckCircle2, Globe, Search, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { COMPREHENSIVE_QUERY, EMPTY_SEARCH_ERROR } from '../lib/constants';
import { useScrapeCasinoDataMutation, type ImportResult } from '../api/scrape-casino-data';
import { ImportProgress } from './import-progress';

function ImportSuccess({ result }: { result: ImportResult }) {
  const unchanged = result.insertedCount === 0 && result.updatedCount === 0;
  if (result.totalFound === 0) {
    return (
      <div role="status" className="rounded-lg border bg-muted/40 p-4 text-sm">
        <p className="font-semibold">Nothing to import</p>
        <p>{result.notice ?? 'No casinos found.'}</p>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">Import complete</p>
        <p>
          Found {result.totalFound} casinos, added {result.insertedCount} new and updated {result.updatedCount}.
        </p>
        {unchanged && <p>All casinos found were already in the directory with better or equivalent data.</p>}
        {result.source && <p>Source: {result.fallback ? `${result.source} (fallback)` : result.source}.</p>}
        {result.fallback && result.notice && <p className="font-medium text-amber-800">{result.notice}</p>}
      </div>
    </div>
  );
}

function ImportFailure({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <p>
        <span className="font-semibold">Import failed:</span> {message}
      </p>
    </div>
  );
}

/** Location search import and the comprehensive USA import: idle -> importing -> success or failure. */
export function ImportPanel() {
  const [search, setSearch] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const scrape = useScrapeCasinoDataMutation();
  const busy = scrape.isPending;
  const comprehensive = scrape.variables?.searchQuery === COMPREHENSIVE_QUERY;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const query = search.trim();
    if (!query) {
      setFieldError(EMPTY_SEARCH_ERROR);
      return;
    }
    setFieldError(null);
    scrape.mutate({ searchQuery: query });
  };

  const status = comprehensive
    ? 'Importing casinos across the USA…'
    : `Searching for casinos in "${scrape.variables?.searchQuery ?? ''}" and importing…`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import Casino Data</CardTitle>
        <CardDescription>Search a state, city or state code and merge the casinos found into the directory.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onSearch} noValidate className="grid gap-2">
          <Label htmlFor="import-location">Search Location</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="import-location"
              value={search}
              placeholder='e.g., "Nevada", "Las Vegas", "CA"'
              disabled={busy}
              aria-invalid={!!fieldError}
              aria-describedby={fieldError ? 'import-location-error' : undefined}
              onChange={(e) => {
                setSearch(e.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <Button type="submit" disabled={busy || search === ''} className="sm:w-auto">
              {busy && !comprehensive ? <Spinner label="Importing" /> : <Search aria-hidden />}
              Search &amp; Import
            </Button>
          </div>
          {fieldError && (
            <p id="import-location-error" role="alert" className="text-sm text-destructive">
              {fieldError}
            </p>
          )}
        </form>
        <div className="flex flex-col gap-2 rounded-lg border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Or import every casino the sources know across the United States.</p>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setFieldError(null);
              scrape.mutate({ searchQuery: COMPREHENSIVE_QUERY });
            }}
          >
            {busy && comprehensive ? <Spinner label="Importing" /> : <Globe aria-hidden />}
            Comprehensive USA Import
          </Button>
        </div>
        {busy && <ImportProgress key={scrape.submittedAt} status={status} />}
        {scrape.isSuccess && <ImportSuccess result={scrape.data} />}
        {scrape.isError && <ImportFailure message={scrape.error.message} />}
      </CardContent>
    </Card>
  );
}
