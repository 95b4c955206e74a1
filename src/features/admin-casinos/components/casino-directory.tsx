import { RowAction } from '@/components/ui/row-action';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Cpu, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { DataTable, type Column } from '@/components/data-table';
import { safeHref } from '@/lib/safe-url';
import { DIRECTORY_PAGE_SIZE } from '../lib/constants';
import { formatLocation } from '../lib/directory';
import type { DirectoryFilters } from '../api/admin-casino-keys';
import { useAdminCasinos, type DirectoryCasino } from '../api/get-admin-casinos';
import { useCasinoTotal } from '../api/get-casino-total';
import { useFavoriteCasinoIds } from '../api/get-favorite-casino-ids';
import { useDeleteCasinoMutation } from '../api/delete-casino';
import { DirectoryFiltersBar, type FilterValues } from './directory-filters-bar';

/** A directory row's name, place, contact and type (its actions join them where the page has its handlers). */
const DIRECTORY_COLUMNS: Column<DirectoryCasino>[] = [
  {
    header: 'Casino Name',
    className: 'min-w-44',
    cell: (c) => (
      <>
        <div className="font-medium">{c.name}</div>
        {c.rewards_program && <div className="text-xs text-muted-foreground">{c.rewards_program}</div>}
      </>
    ),
  },
  { header: 'Location', className: 'min-w-48', cell: formatLocation },
  { header: 'Contact', cell: (c) => <Contact casino={c} /> },
  {
    header: 'Type',
    className: 'whitespace-nowrap',
    cell: (c) => c.casino_type || <span className="text-muted-foreground">Not specified</span>,
  },
];

const EMPTY_FILTERS: FilterValues = { search: '', state: null, favoritesOnly: false };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function CasinoRowActions({
  casino,
  onEdit,
  onDelete,
}: {
  casino: DirectoryCasino;
  onEdit: (id: string) => void;
  onDelete: (c: DirectoryCasino) => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" aria-label={`Slot machines at ${casino.name}`} title="Slot machines">
        <Link to={paths.admin.casinoSlotMachines.getHref(casino.id)}>
          <Cpu aria-hidden />
        </Link>
      </Button>
      <RowAction label={`Edit ${casino.name}`} icon={<Pencil aria-hidden />} title="Edit" onClick={() => onEdit(casino.id)} />
      <RowAction
        label={`Delete ${casino.name}`}
        icon={<Trash2 aria-hidden />}
        className="text-destructive hover:text-destructive"
        title="Delete"
        onClick={() => onDelete(casino)}
      />
    </div>
  );
}

function Contact({ casino }: { casino: DirectoryCasino }) {
  if (!casino.phone && !casino.website) return <span className="text-muted-foreground">—</span>;
  const website = safeHref(casino.website, 'website');
  return (
    <div className="space-y-0.5">
      {casino.phone && <div className="whitespace-nowrap">{casino.phone}</div>}
      {casino.website && !website && <div className="max-w-48 truncate">{casino.website}</div>}
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="block max-w-48 truncate text-primary underline-offset-4 hover:underline"
        >
          {casino.website}
        </a>
      )}
    </div>
  );
}

/** The Casino Directory: filters, a page of casinos with actions, a counter and paging. */
export function CasinoDirectory({ onEdit }: { onEdit: (id: string) => void }) {
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<DirectoryCasino | null>(null);
  const search = useDebounced(filters.search, 300);
  const favorites = useFavoriteCasinoIds();
  const total = useCasinoTotal();
  const query: DirectoryFilters = { search, state: filters.state, favoritesOnly: filters.favoritesOnly, page };
  const casinos = useAdminCasinos(query, favorites.data ?? [], !filters.favoritesOnly || favorites.isSuccess);
  const remove = useDeleteCasinoMutation();

  const setFilter = (next: FilterValues) => {
    setFilters(next);
    setPage(0);
  };

  const matching = casinos.data?.count ?? 0;
  const filtered = search.trim() !== '' || filters.state !== null || filters.favoritesOnly;
  const rows = casinos.data?.rows ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { id: toDelete.id },
      {
        onSuccess: () => toast.success('Success', { description: 'Casino deleted successfully' }),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Casino Directory</CardTitle>
        <CardDescription>Every casino in the app, with slot machines, edit and delete actions.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DirectoryFiltersBar values={filters} onChange={setFilter} onClear={() => setFilter(EMPTY_FILTERS)} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {casinos.isPending ? 'Loading casinos…' : `Showing ${matching} of ${total.data ?? matching} casinos`}
        </p>
        {casinos.isError && <p className="text-sm text-destructive">Failed to load casinos.</p>}
        {casinos.isSuccess && rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {filtered ? 'No casinos match your filters' : 'No casinos found'}
          </p>
        ) : (
          <DataTable
            aria-label="Casino Directory"
            aria-busy={casinos.isFetching}
            columns={[
              ...DIRECTORY_COLUMNS,
              { header: 'Actions', align: 'right', cell: (c) => <CasinoRowActions casino={c} onEdit={onEdit} onDelete={setToDelete} /> },
            ]}
            rows={rows}
            rowKey={(c) => c.id}
          />
        )}
        <Pager
          label="Directory pages"
          page={page}
          pageSize={DIRECTORY_PAGE_SIZE}
          total={matching}
          onPageChange={setPage}
          pending={casinos.isPlaceholderData}
        />
      </CardContent>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete casino?"
        description={`Are you sure you want to delete ${toDelete?.name ?? ''}? It leaves the directory and every list; sessions and W-2Gs that name it keep its name and address.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
